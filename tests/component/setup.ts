import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useAccountDialogStore } from '@renderer/features/auth/account-dialog-store';
import { fakeMatchMedia } from '../support/match-media';
import { detachTestStorages } from './test-storage';

// Fluent's portals and motion make the first render in a fresh jsdom slow on a 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Fluent UI's positioning and motion use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= fakeMatchMedia();

afterEach(() => {
  cleanup();
  detachTestStorages();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The open account dialog is app-wide UI state; every test starts with none open.
  useAccountDialogStore.setState({ open: null });
});

// Tabster (Fluent's focus manager) sometimes leaves aria-hidden on an open dialog or on the page
// behind it under jsdom, which has no real focus model (microsoft/fluentui#33897). That hides them
// from role queries at random. Under jsdom only, strip the attribute from the dialog and from the
// page's top-level containers; the Chromium e2e suite checks the real behaviour with no such aid.
const unhide = (element: Element) => {
  if (element.getAttribute('role') === 'dialog' || element.parentElement === document.body) element.removeAttribute('aria-hidden');
};
new MutationObserver((records) => {
  for (const record of records) if (record.target instanceof Element && record.target.hasAttribute('aria-hidden')) unhide(record.target);
}).observe(document.body, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true });
