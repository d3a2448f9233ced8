import { create } from 'zustand';

/** The account dialogs the header can show; at most one at a time. */
export type AuthDialog = 'signIn' | 'register' | 'forgotPassword';

interface AuthDialogsState {
  open: AuthDialog | null;
  show(dialog: AuthDialog): void;
  close(): void;
}

/**
 * Which account dialog is open. A store rather than header state so that pages (password reset,
 * e-mail verification, profile for anonymous visitors) can ask for the sign-in dialog.
 */
export const useAuthDialogs = create<AuthDialogsState>()((set) => ({
  open: null,
  show: (dialog) => set({ open: dialog }),
  close: () => set({ open: null }),
}));
