import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { dialogBackdropMotion, dialogSurfaceMotion } from '@renderer/features/ui';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface SettingsDialogProps {
  open: boolean;
  /** Called with false on Escape, a click outside, or a Cancel/Close button inside. */
  onOpenChange(open: boolean): void;
  /** The dialog's title, which is also its accessible name. */
  title: string;
  /** Submitting the form (Enter in a field, or a submit button among the actions). */
  onSubmit(event: FormEvent): void;
  children: ReactNode;
  actions: ReactNode;
}

/**
 * A modal Fluent dialog holding one account-settings form: focus is trapped, the title labels it,
 * Escape closes it, and it opens and closes with the app's dialog motion (docs/product-rules.md
 * §Shell 6). The form is `noValidate`: the dialogs check their fields themselves and show
 * each message under its field.
 */
export function SettingsDialog({ open, onOpenChange, title, onSubmit, children, actions }: SettingsDialogProps) {
  const styles = useStyles();
  return (
    <Dialog surfaceMotion={dialogSurfaceMotion} open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface backdropMotion={dialogBackdropMotion}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>{actions}</DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
