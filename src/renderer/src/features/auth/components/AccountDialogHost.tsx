import { useState } from 'react';
import { useAccountDialogStore, type AccountDialogKind } from '../account-dialog-store';
import { AccountDialogFrame } from './AccountDialogFrame';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { RegisterDialog } from './RegisterDialog';
import { SignInDialog } from './SignInDialog';

/**
 * The account dialogs (sign in, register, forgot password) as panels of ONE modal frame: moving
 * between them swaps the panel, never stacks or replaces modals. The last panel stays in the frame
 * while it closes so the 300 ms close motion shows it; each opening starts with fresh panels.
 * Closed whenever the user is signed in.
 */
export function AccountDialogHost({ signedIn }: { signedIn: boolean }) {
  const { open, show, close } = useAccountDialogStore();
  const [shown, setShown] = useState<AccountDialogKind | null>(open);
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open !== null);
  // Derived state, adjusted during render (React's pattern for it): which panel, and which opening.
  if (open && open !== shown) setShown(open);
  if ((open !== null) !== wasOpen) {
    setWasOpen(open !== null);
    if (open !== null) setOpening(opening + 1);
  }

  return (
    <AccountDialogFrame open={!signedIn && open !== null} onOpenChange={(isOpen) => !isOpen && close()} panel={shown}>
      {shown === 'signIn' && (
        <SignInDialog key={opening} onClose={close} onSwitch={() => show('register')} onForgotPassword={() => show('forgotPassword')} />
      )}
      {shown === 'register' && <RegisterDialog key={opening} onClose={close} onSwitch={() => show('signIn')} />}
      {shown === 'forgotPassword' && <ForgotPasswordDialog key={opening} onClose={close} onSwitch={() => show('signIn')} />}
    </AccountDialogFrame>
  );
}
