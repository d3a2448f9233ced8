/**
 * How every benchmark reports: one line per figure, `bench <bench> | <figure> = <value> <unit>`,
 * followed by its budget and PASS/FAIL when the issue sets one. A figure that cannot be measured on
 * this machine is printed as `not measured (<why>)` and never counts as a pass.
 */

/** One measured figure. `value` null means "not measured"; then `reason` says why. */
export interface Figure {
  bench: string;
  name: string;
  value: number | null;
  unit: string;
  /** The budget, when the issue sets one: `max` (value ≤ limit) or `min` (value ≥ limit). */
  budget?: { kind: 'max' | 'min' | 'equal'; limit: number };
  reason?: string;
  /** Digits after the decimal point when printing (default 1). */
  digits?: number;
}

/** Whether a figure meets its budget; figures without a budget are `null` (informational). */
export function meetsBudget(figure: Figure): boolean | null {
  if (!figure.budget) return null;
  if (figure.value === null) return false;
  const { kind, limit } = figure.budget;
  if (kind === 'max') return figure.value <= limit;
  if (kind === 'min') return figure.value >= limit;
  return figure.value === limit;
}

const budgetText = { max: '≤', min: '≥', equal: '=' } as const;

/** The printed line of one figure. */
export function formatFigure(figure: Figure): string {
  const shown = figure.value === null ? `not measured (${figure.reason ?? 'no reason given'})` : `${figure.value.toFixed(figure.digits ?? 1)} ${figure.unit}`.trimEnd();
  const verdict = meetsBudget(figure);
  const budget = figure.budget ? ` | budget ${budgetText[figure.budget.kind]} ${figure.budget.limit} ${figure.unit} | ${verdict ? 'PASS' : 'FAIL'}`.replace(/ +\|/g, ' |') : '';
  return `bench ${figure.bench} | ${figure.name} = ${shown}${budget}`;
}

/** Collects a benchmark's figures, prints each as it comes, and gives the process exit code. */
export class FigureLog {
  readonly figures: Figure[] = [];
  constructor(private readonly bench: string) {}

  /** Records and prints one figure. */
  add(figure: Omit<Figure, 'bench'>): Figure {
    const full = { ...figure, bench: this.bench };
    this.figures.push(full);
    console.log(formatFigure(full));
    return full;
  }

  /** Prints a figure that could not be measured here, with the reason. */
  notMeasured(name: string, unit: string, reason: string, budget?: Figure['budget']): Figure {
    return this.add({ name, value: null, unit, reason, budget });
  }

  /** Budgets missed so far. */
  missed(): Figure[] {
    return this.figures.filter((figure) => meetsBudget(figure) === false);
  }

  /** 1 when any budget was missed, else 0; prints which. */
  exitCode(): number {
    const missed = this.missed();
    if (missed.length > 0) console.log(`bench ${this.bench} | ${missed.length} budget(s) missed: ${missed.map((f) => f.name).join(', ')}`);
    return missed.length > 0 ? 1 : 0;
  }
}
