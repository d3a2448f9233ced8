import { useEffect, useState } from 'react';

let loading: Promise<ReadonlySet<string>> | undefined;

/**
 * The most common passwords (lower case; rule 5 of src/shared/validation/password.ts), loaded once,
 * in a chunk of their own (about 5 kB gzip) so no page carries them before a password form opens.
 * A failed load is forgotten, so the next form tries again. Rejects when the chunk fails.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('virtual:common-passwords').then(
    (module) => new Set(module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The common-password list for a password form's own check: undefined until it has loaded (or when
 * it could not: the API checks the whole list anyway, and its answer is shown in the same words).
 */
export function useCommonPasswords(): ReadonlySet<string> | undefined {
  const [commonPasswords, setCommonPasswords] = useState<ReadonlySet<string>>();
  useEffect(() => {
    let mounted = true;
    loadCommonPasswords().then(
      (list) => mounted && setCommonPasswords(list),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return commonPasswords;
}
