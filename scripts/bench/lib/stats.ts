/** Small statistics over samples (milliseconds or any unit): nearest-rank percentiles. */

/** The p-th percentile (0–100) by nearest rank; NaN for no samples. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

/** The median (50th percentile, nearest rank). */
export const median = (samples: number[]) => percentile(samples, 50);
