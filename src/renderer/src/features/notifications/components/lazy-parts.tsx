import { makeStyles } from '@fluentui/react-components';
import { useIsSignedIn } from '@renderer/features/auth';
import { lazyOptional } from '@renderer/platform/lazy-optional';

const useStyles = makeStyles({
  // The bell's size (features/ui iconLinkStyle), so the header does not move when it arrives.
  bellSpace: { display: 'inline-block', width: '40px', height: '40px', flexShrink: 0 },
});

function BellSpace() {
  return <span className={useStyles().bellSpace} aria-hidden />;
}

const loadSignedIn = () => import('../signed-in');
const Bell = lazyOptional(() => loadSignedIn().then((module) => module.NotificationBell), <BellSpace />);
const Services = lazyOptional(() => loadSignedIn().then((module) => module.NotificationServices));

/** The header bell (components/NotificationBell.tsx), loaded with the signed-in chunk; nothing when signed out. */
export function HeaderNotificationBell() {
  return useIsSignedIn() ? <Bell /> : null;
}

/** The session's notification work (components/NotificationServices.tsx) while signed in; nothing otherwise. */
export function SignedInNotificationServices() {
  return useIsSignedIn() ? <Services /> : null;
}
