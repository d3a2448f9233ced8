import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, useFocusFinders } from '@fluentui/react-components';
import { dialogBackdropMotion, dialogSurfaceMotion } from '@renderer/features/ui';

export interface AccountDialogFrameProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** An {@link AccountDialogPanel}: the title, content and actions of what the dialog shows now. */
  children: ReactNode;
  /** Names the panel shown; when it changes, focus moves to the new panel's first control. */
  panel?: string | null;
}

/**
 * A modal Fluent dialog (focus trapped, Escape closes) with the 300 ms close motion
 * (docs/product-rules.md §Shell 6). One frame can show one panel after another: switching panels inside the same frame
 * keeps a single modal, so the page behind is made inert once and released once (two Fluent
 * modals overlapping while one animates out can leave the page aria-hidden).
 */
export function AccountDialogFrame({ open, onOpenChange, children, panel }: AccountDialogFrameProps) {
  const surface = useRef<HTMLDivElement>(null);
  const { findFirstFocusable } = useFocusFinders();
  const shownPanel = useRef(panel);
  useEffect(() => {
    // The control that switched panels is gone with its panel; without this, focus would fall to
    // the page behind and Escape or Tab would no longer reach the dialog.
    if (!open || panel === shownPanel.current) return;
    shownPanel.current = panel;
    if (surface.current) findFirstFocusable(surface.current)?.focus();
  }, [open, panel, findFirstFocusable]);

  return (
    <Dialog surfaceMotion={dialogSurfaceMotion} open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface ref={surface} backdropMotion={dialogBackdropMotion}>
        <DialogBody>{children}</DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export interface AccountDialogPanelProps {
  /** The dialog's title, which is also its accessible name. */
  title: string;
  children: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
}

/** What an account dialog shows: title, content and actions, inside an {@link AccountDialogFrame}. */
export function AccountDialogPanel({ title, children, actions }: AccountDialogPanelProps) {
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </>
  );
}

/** A standalone dialog of one panel (e.g. the Discord invite). */
export function StandaloneAccountDialog({ open, onOpenChange, ...panel }: Omit<AccountDialogFrameProps, 'children'> & AccountDialogPanelProps) {
  return (
    <AccountDialogFrame open={open} onOpenChange={onOpenChange}>
      <AccountDialogPanel {...panel} />
    </AccountDialogFrame>
  );
}
