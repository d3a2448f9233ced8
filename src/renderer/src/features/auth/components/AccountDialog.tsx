import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { dialogBackdropMotion, dialogSurfaceMotion } from '@renderer/features/ui';

export interface AccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's title, which is also its accessible name. */
  title: string;
  children: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
}

/**
 * The frame every account dialog shares: a modal Fluent dialog (focus trapped, Escape closes)
 * with the spec's 300 ms close motion (spec point 9), a title, content and actions.
 */
export function AccountDialog({ open, onOpenChange, title, children, actions }: AccountDialogProps) {
  return (
    <Dialog surfaceMotion={dialogSurfaceMotion} open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface backdropMotion={dialogBackdropMotion}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>{actions}</DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
