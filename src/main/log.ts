/**
 * A small scoped logger for the main process. Lines go to stdout/stderr (which the e2e suite reads)
 * as `[main:<scope>] <level> <message>`; modules receive a {@link Logger} so tests can capture it.
 */

/** What every main-process module logs through. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Where log lines go; the console by default. */
export interface LogSink {
  log(line: string): void;
  error(line: string): void;
}

/** Formats an unknown thrown value for a log line (message only, no stack for non-Errors). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * A logger whose lines start with `[main:<scope>]`.
 * @param scope a short module name, e.g. `oauth`.
 * @param sink defaults to `console`.
 */
export function createLogger(scope: string, sink: LogSink = console): Logger {
  const prefix = `[main:${scope}]`;
  return {
    info: (message) => sink.log(`${prefix} info ${message}`),
    warn: (message) => sink.error(`${prefix} warn ${message}`),
    error: (message, error) => sink.error(`${prefix} error ${message}${error === undefined ? '' : `: ${describeError(error)}`}`),
  };
}

/** A logger that drops everything; for tests that do not look at logs. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
