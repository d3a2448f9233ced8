import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDesktopTranslation } from './strings';
import type { AppDeepLink, DeepLinkRefusal } from '@shared/ipc';
import { useAccountDialogStore } from '@renderer/features/auth';
import { useToast } from '@renderer/features/toast';
import type { DesktopCapabilities } from '@renderer/platform';
import { routeForAppDeepLink } from './deep-link-route';

/**
 * Opens account deep links in the app (docs/product-rules.md §Desktop 8): a password-reset or verify-email link
 * that reached the desktop app through its URL scheme navigates the router to that page. A link
 * the main process refused (forged or stale OAuth callback, unknown link) shows an error toast
 * with its message. An open account dialog (e.g. "Reset your password", still open from asking
 * for the e-mail) is closed so the page the link opens is in front. Subscribes once per bridge;
 * must run inside the router.
 */
export function useDesktopDeepLinks(desktop: DesktopCapabilities): void {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useDesktopTranslation();
  const closeAuthDialogs = useAccountDialogStore((state) => state.close);

  const open = useEffectEvent((link: AppDeepLink) => {
    const route = routeForAppDeepLink(link);
    if (!route) {
      console.warn('[desktop] ignored a deep link the app has no page for', link.kind);
      return;
    }
    closeAuthDialogs();
    void navigate(route);
  });
  const refused = useEffectEvent((refusal: DeepLinkRefusal) => {
    toast.set({ open: true, severity: 'error', title: t('desktop.linkRefusedTitle'), content: refusal.message });
  });

  useEffect(() => {
    const offOpen = desktop.onDeepLink((link) => open(link));
    const offRefused = desktop.onDeepLinkRefused((refusal) => refused(refusal));
    return () => {
      offOpen();
      offRefused();
    };
  }, [desktop]);
}
