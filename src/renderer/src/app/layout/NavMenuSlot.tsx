import { Suspense, startTransition, useEffect, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { Navigation24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@renderer/platform/lazy-with-preload';
import { whenIdle } from '@renderer/platform/when-idle';

// Fluent's Menu (and tabster) stay off the first route (docs/product-rules.md §Performance 1): the menu button only
// matters on narrow screens. Its chunk (Menu, positioning, motion: about 50 kB) loads once the page
// is idle, or when the button is pointed at or focused, never beside the page's own code, data and
// first pictures (LCP went 5.6 -> 5.0 s on a simulated phone).
const NavMenu = lazyWithPreload(async () => ({ default: (await import('./NavMenu')).NavMenu }));

const logLoadFailure = (error: unknown) => console.error('Could not load the navigation menu', error);

/**
 * The menu button shown until the menu's code is in: same look and name. A press is remembered
 * (`onPress`) so the menu opens as soon as its code is there: a tap on a busy phone is never lost.
 */
function NavMenuPlaceholder({ onPress, onEngaged }: { onPress: () => void; onEngaged?: (engaged: boolean) => void }) {
  const { t } = useTranslation();
  const engage = () => {
    void NavMenu.preload().catch(logLoadFailure);
    onEngaged?.(true);
  };
  const release = () => onEngaged?.(false);
  return (
    <Button
      appearance="subtle"
      icon={<Navigation24Regular />}
      aria-label={t('app.menu')}
      aria-haspopup="menu"
      onClick={onPress}
      onPointerEnter={engage}
      onPointerLeave={release}
      onFocus={engage}
      onBlur={release}
    />
  );
}

/**
 * The narrow header's menu (NavMenu) in its place: a stand-in button on the server, while hydrating
 * and until the page is idle (`whenIdle`), then the real menu once its chunk is in, or at once when
 * pressed (opened). A stand-in under the pointer or focused is not swapped, so a tap or key press
 * that has begun is never lost and focus stays; it is swapped on press, or once left.
 */
export function NavMenuSlot() {
  const [pressed, setPressed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [engaged, setEngaged] = useState(false);
  // A transition: the menu's first render (Fluent's Menu, ~140 ms at 4× CPU) is time-sliced (less total blocking time).
  useEffect(() => whenIdle(() => void NavMenu.preload().then(() => startTransition(() => setLoaded(true)), logLoadFailure)), []);
  const press = () => setPressed(true);
  if (!pressed && !(loaded && !engaged)) return <NavMenuPlaceholder onPress={press} onEngaged={setEngaged} />;
  return (
    <Suspense fallback={<NavMenuPlaceholder onPress={press} />}>
      <NavMenu defaultOpen={pressed} />
    </Suspense>
  );
}
