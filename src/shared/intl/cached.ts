/**
 * Cached `Intl` formatters. Building one costs far more than using it (tens to hundreds of µs each,
 * ×4 on a slow phone), and a page of figure cards formats dozens of prices and dates with the same
 * few locales and options: one formatter per distinct (locales, options) is built once and reused
 * (start-up work counts against total blocking time). The key space is small and fixed (three
 * interface languages, a few dozen currencies, a handful of option sets), so the caches are not
 * bounded.
 *
 * Each function takes what its `Intl` constructor takes and throws what it throws (a RangeError for
 * an unknown currency code or locale); nothing is cached when it throws.
 */

type Options = object | undefined;

function cache<T>(create: (locales: string | readonly string[], options: never) => T) {
  const made = new Map<string, T>();
  return (locales: string | readonly string[], options?: Options): T => {
    const key = JSON.stringify([locales, options ?? null]);
    let formatter = made.get(key);
    if (!formatter) {
      formatter = create(locales, options as never);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/** `new Intl.NumberFormat(locales, options)`, built once per distinct arguments. */
export const numberFormat: (locales: string | readonly string[], options?: Intl.NumberFormatOptions) => Intl.NumberFormat = cache(
  (locales, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales as string | string[], options),
);

/** `new Intl.DateTimeFormat(locales, options)`, built once per distinct arguments. */
export const dateTimeFormat: (locales: string | readonly string[], options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat = cache(
  (locales, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales as string | string[], options),
);

/** `new Intl.DisplayNames(locales, options)`, built once per distinct arguments. */
export const displayNames: (locales: string | readonly string[], options: Intl.DisplayNamesOptions) => Intl.DisplayNames = cache(
  (locales, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames(locales as string | string[], options),
);

/** `new Intl.RelativeTimeFormat(locales, options)`, built once per distinct arguments. */
export const relativeTimeFormat: (locales: string | readonly string[], options?: Intl.RelativeTimeFormatOptions) => Intl.RelativeTimeFormat = cache(
  (locales, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locales as string | string[], options),
);
