/**
 * Opening a JSON store file so that a corrupt one never stops the app (docs/product-rules.md
 * §Desktop 13): the bad file is moved aside to `<file>.corrupt-<timestamp>` (kept for support,
 * never silently deleted) and a fresh store is opened, so the app starts signed out. If even that
 * fails (unwritable folder), an in-memory store serves the run.
 */
import type { KeyValueBackend } from './web-storage-store';
import type { Logger } from './log';

/** File operations used; node:fs in the app, fakes or a temp dir in tests. */
export interface StoreFileSystem {
  exists(path: string): boolean;
  rename(from: string, to: string): void;
}

/** What {@link openStoreWithRecovery} needs. */
export interface OpenStoreOptions<B extends KeyValueBackend> {
  /** Absolute path of the store file (electron-store's `store.path`). */
  filePath: string;
  /** Opens the store; throws when the file cannot be parsed (electron-store with clearInvalidConfig: false). */
  open(): B;
  /** Optional check of the parsed content; returns a reason when it is unusable. */
  validate?(backend: B): string | null;
  fs: StoreFileSystem;
  now?(): Date;
  log: Logger;
}

/** A timestamp safe in file names on every OS: 2025-01-31T12-00-00-000Z. */
export function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/** An in-memory backend, for when no file can be used at all. */
export function createMemoryBackend(): KeyValueBackend {
  const data = new Map<string, unknown>();
  return { get: (key) => data.get(key), set: (key, value) => void data.set(key, value) };
}

/**
 * Opens the store; on a parse failure (or a failed `validate`) moves the file aside and opens a
 * fresh one. @returns the backend and, when recovery happened, where the bad file went.
 */
export function openStoreWithRecovery<B extends KeyValueBackend>(options: OpenStoreOptions<B>): { backend: KeyValueBackend; movedTo: string | null } {
  const now = options.now ?? (() => new Date());
  let problem: string;
  try {
    const backend = options.open();
    const invalid = options.validate?.(backend) ?? null;
    if (invalid === null) return { backend, movedTo: null };
    problem = invalid;
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }

  let movedTo: string | null = null;
  if (options.fs.exists(options.filePath)) {
    const target = `${options.filePath}.corrupt-${fileTimestamp(now())}`;
    try {
      options.fs.rename(options.filePath, target);
      movedTo = target;
      options.log.warn(`the store file was unreadable (${problem}); moved it to ${target} and started signed out`);
    } catch (error) {
      options.log.error(`the store file is unreadable (${problem}) and could not be moved aside`, error);
    }
  }
  try {
    return { backend: options.open(), movedTo };
  } catch (error) {
    options.log.error('could not open a fresh store; using memory only for this run', error);
    return { backend: createMemoryBackend(), movedTo };
  }
}
