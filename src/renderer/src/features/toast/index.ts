/** Public surface of the toast feature (docs/product-rules.md §Shell 7–9): other features use only these. */
export { ToastProvider, useToast, useToastState } from './ToastProvider';
export { ToastHost } from './ToastHost';
export type { ToastActions, ToastState, ToastStore } from './toast-store';
