import { usePlatform } from '@renderer/platform/PlatformProvider';
import { useDesktopSignIn } from '../social/desktop-sign-in';
import { DiscordInviteDialog } from './DiscordInviteDialog';

/**
 * The Discord invite after a desktop Discord sign-in (spec point 3, "Social login response").
 * Lives beside the header's account controls rather than in the sign-in dialog, which is gone
 * once the user is signed in. Renders nothing on the web, whose callback page offers the invite.
 */
export function DesktopSocialInvite() {
  const { desktop } = usePlatform();
  const inviteUrl = useDesktopSignIn((state) => state.inviteUrl);
  const dismiss = useDesktopSignIn((state) => state.dismissInvite);
  if (!desktop) return null;
  return <DiscordInviteDialog inviteUrl={inviteUrl} onClose={dismiss} />;
}
