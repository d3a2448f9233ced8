/**
 * Opens the electron-store files (electron-store imports Electron at load, so only the app imports
 * this file; tests use fakes of the same interfaces). Corrupt files are recovered by store-file.ts.
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import Store from 'electron-store';
import type { Logger } from './log';
import { openStoreWithRecovery } from './store-file';
import type { KeyValueBackend } from './web-storage-store';

/**
 * Opens `<userData>/<name>.json` as a key-value backend. `clearInvalidConfig: false` makes a
 * corrupt file throw instead of being emptied silently, so it can be moved aside and kept; dot
 * notation is off because keys are opaque Web Storage keys.
 * @param validate optional content check (see openStoreWithRecovery).
 */
export function openElectronStore(name: string, userDataDir: string, log: Logger, validate?: (backend: KeyValueBackend) => string | null): KeyValueBackend {
  const filePath = join(userDataDir, `${name}.json`);
  const { backend } = openStoreWithRecovery({
    filePath,
    open: () => {
      const store = new Store<Record<string, unknown>>({ name, cwd: userDataDir, clearInvalidConfig: false, accessPropertiesByDotNotation: false });
      return { get: (key: string) => store.get(key), set: (key: string, value: unknown) => store.set(key, value) };
    },
    ...(validate ? { validate } : {}),
    fs: { exists: existsSync, rename: renameSync },
    log,
  });
  return backend;
}
