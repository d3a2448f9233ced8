const attachedStorages = new Set<{ attached: boolean }>();

/**
 * jsdom's localStorage as one test's app sees it. After the test (detachTestStorages, called by
 * setup.ts) its writes are dropped: an app a test left behind may still finish an API call and
 * persist its state, which must not land in the next test's storage.
 */
export function testStorage(): Storage {
  const target = window.localStorage;
  const handle = { attached: true };
  attachedStorages.add(handle);
  return {
    get length() {
      return target.length;
    },
    key: (index) => target.key(index),
    getItem: (key) => target.getItem(key),
    setItem: (key, value) => void (handle.attached && target.setItem(key, value)),
    removeItem: (key) => void (handle.attached && target.removeItem(key)),
    clear: () => void (handle.attached && target.clear()),
  };
}

/** Drops the writes of every app rendered so far (see testStorage). */
export function detachTestStorages(): void {
  for (const handle of attachedStorages) handle.attached = false;
  attachedStorages.clear();
}
