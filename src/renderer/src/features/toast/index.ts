/** Public surface of the toast feature (spec points 2, 3, 4): other features use only these. */
export { ToastProvider, useToast, useToastState } from './ToastProvider';
export { ToastHost } from './ToastHost';
export type { ToastActions, ToastState, ToastStore } from './toast-store';
