/**
 * The ECB's publishing calendar (docs/product-rules.md §Currency 9): reference rates come out on each
 * TARGET business day, Monday to Friday except 1 January, Good Friday, Easter Monday, 1 May, 25 and
 * 26 December. Pure; days are UTC calendar days.
 */

const DAY_MS = 86_400_000;

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm in Meeus), as ms at 00:00 UTC. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** Whether the UTC day starting at `dayMs` is a TARGET business day. */
export function isTargetBusinessDay(dayMs: number): boolean {
  const date = new Date(dayMs);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  if ((month === 1 && day === 1) || (month === 5 && day === 1) || (month === 12 && (day === 25 || day === 26))) return false;
  const easter = easterSunday(date.getUTCFullYear());
  return dayMs !== easter - 2 * DAY_MS && dayMs !== easter + DAY_MS;
}

/**
 * TARGET business days after the rates day `isoDate` (YYYY-MM-DD) up to and including the UTC day of
 * `now` (epoch ms): 0 on the rates day itself or before it, 1 on the next business day (when that
 * day's rates may not be out yet), and so on.
 */
export function businessDaysSince(isoDate: string, now: number): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  const start = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  let count = 0;
  for (let dayMs = start + DAY_MS; dayMs <= today; dayMs += DAY_MS) if (isTargetBusinessDay(dayMs)) count += 1;
  return count;
}
