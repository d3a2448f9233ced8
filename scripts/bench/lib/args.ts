/** Command-line options of the benchmark scripts (`--name value`). */

/** The value after `name` on the command line (`argv`, default this process's), or undefined when `name` is absent or last. */
export function argument(name: string, argv: readonly string[] = process.argv): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}
