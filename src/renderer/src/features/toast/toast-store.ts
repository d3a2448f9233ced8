import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_TOAST_SEVERITY, type ToastSeverity } from '@shared/constants';

/** The toast of docs/product-rules.md §Shell 7: open, severity (default info), title and content (default empty). */
export interface ToastState {
  open: boolean;
  severity: ToastSeverity;
  title: string;
  content: string;
  /** A link that follows up the message ("View cart"), or undefined (the default): its label and same-origin path. */
  action?: ToastAction;
}

/** A toast's follow-up link: the label shown and the app path it opens. */
export interface ToastAction {
  label: string;
  to: string;
}

/** The transitions of docs/product-rules.md §Shell 8. */
export interface ToastActions {
  /** Replaces the whole state with `payload` (fields left out take their defaults, never the old values). */
  set(payload: Partial<ToastState>): void;
  /** Resets to the default state (closed, info, empty). */
  clear(): void;
  /** Sets `open` to false only; severity, title and content stay (so the closing toast keeps its text). */
  close(): void;
}

export type ToastStore = StoreApi<ToastState & ToastActions>;

/** The default toast: closed, severity info, empty title and content (docs/product-rules.md §Shell 7). */
export const defaultToast: Readonly<ToastState> = Object.freeze({
  open: false,
  severity: DEFAULT_TOAST_SEVERITY,
  title: '',
  content: '',
  action: undefined,
});

/** Pure reducer of `set`: the whole next state from a payload (docs/product-rules.md §Shell 8: it replaces the whole state). */
export function toastFromPayload(payload: Partial<ToastState>): ToastState {
  return {
    open: payload.open ?? defaultToast.open,
    severity: payload.severity ?? defaultToast.severity,
    title: payload.title ?? defaultToast.title,
    content: payload.content ?? defaultToast.content,
    action: payload.action,
  };
}

/** A toast store (zustand, vanilla so code outside React can raise a toast too). Not persisted. */
export function createToastStore(): ToastStore {
  return createStore<ToastState & ToastActions>()((setState) => ({
    ...defaultToast,
    set: (payload) => setState(toastFromPayload(payload)),
    clear: () => setState({ ...defaultToast }),
    close: () => setState({ open: false }),
  }));
}
