/** Command-line options of the benchmark scripts (`--name value`). */

/** The value after `name` on the command line, or undefined when `name` is absent or last. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
