import { create } from 'zustand';

/** The account dialogs the header can show; at most one at a time. */
export type AccountDialogKind = 'signIn' | 'register' | 'forgotPassword';

interface AccountDialogState {
  open: AccountDialogKind | null;
  show(dialog: AccountDialogKind): void;
  close(): void;
}

/**
 * Which account dialog is open. A store rather than header state so that pages (password reset,
 * e-mail verification, profile for anonymous visitors) can ask for the sign-in dialog.
 */
export const useAccountDialogStore = create<AccountDialogState>()((set) => ({
  open: null,
  show: (dialog) => set({ open: dialog }),
  close: () => set({ open: null }),
}));
