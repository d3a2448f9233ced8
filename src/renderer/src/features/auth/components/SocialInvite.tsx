import { usePlatform } from '@renderer/platform/services';
import { useDesktopSignIn } from '../social/desktop-sign-in';
import { useWebInvite } from '../social/web-invite-store';
import { DiscordInviteDialog } from './DiscordInviteDialog';

/**
 * The Discord invite after a Discord sign-in (docs/product-rules.md §Sign-in 10), on the desktop
 * and on the web. Lives beside the header's account controls rather than in the sign-in dialog or
 * the web callback page, which are gone once the user is signed in: so it shows over the page the
 * sign-in returned to (§Sign-in 11).
 */
export function SocialInvite() {
  const { desktop } = usePlatform();
  const desktopInvite = useDesktopSignIn((state) => state.inviteUrl);
  const dismissDesktop = useDesktopSignIn((state) => state.dismissInvite);
  const webInvite = useWebInvite((state) => state.inviteUrl);
  const dismissWeb = useWebInvite((state) => state.dismiss);
  return desktop ? <DiscordInviteDialog inviteUrl={desktopInvite} onClose={dismissDesktop} /> : <DiscordInviteDialog inviteUrl={webInvite} onClose={dismissWeb} />;
}
