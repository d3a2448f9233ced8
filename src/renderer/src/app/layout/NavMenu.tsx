import { Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import {
  Alert24Regular,
  Grid24Regular,
  Heart24Regular,
  Home24Regular,
  Navigation24Regular,
  PersonAdd24Regular,
  Settings24Regular,
  WeatherMoon24Regular,
  WeatherSunny24Regular,
} from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { useAccountDialogStore, useIsSignedIn } from '@renderer/features/auth';
import { cataloguePath } from '@renderer/features/catalogue';
import { useColourMode } from '@renderer/features/colour-mode';
import { NOTIFICATIONS_PATH, useNotificationsTranslation } from '@renderer/features/notifications';
import { SETTINGS_PATH } from '@renderer/features/preferences';
import { WISHLIST_PATH } from '@renderer/features/wishlist';

/**
 * The narrow header's menu (docs/product-rules.md §Shell 13): a button named "Menu" opening Home, Figures,
 * Wishlist, Notifications (signed in), Settings, Register (signed out) and the
 * colour-mode switch, which the wide header shows as icons or buttons. The colour mode goes through useColourMode, as the header's toggle.
 */
export function NavMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useNotificationsTranslation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const { mode, toggle } = useColourMode();
  const showDialog = useAccountDialogStore((state) => state.show);
  const dark = mode === 'dark';
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t('app.menu')} relationship="inaccessible" withArrow>
          <Button appearance="subtle" icon={<Navigation24Regular />} aria-label={t('app.menu')} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<Home24Regular />} onClick={() => void navigate('/')}>
            {t('app.home')}
          </MenuItem>
          <MenuItem icon={<Grid24Regular />} onClick={() => void navigate(cataloguePath())}>
            {t('app.figures')}
          </MenuItem>
          <MenuItem icon={<Heart24Regular />} onClick={() => void navigate(WISHLIST_PATH)}>
            {t('wishlist.title')}
          </MenuItem>
          {signedIn && (
            <MenuItem icon={<Alert24Regular />} onClick={() => void navigate(NOTIFICATIONS_PATH)}>
              {t('notifications.title')}
            </MenuItem>
          )}
          <MenuItem icon={<Settings24Regular />} onClick={() => void navigate(SETTINGS_PATH)}>
            {t('app.settings')}
          </MenuItem>
          {/* The narrow header has no room for "Register" beside "Sign in". */}
          {!signedIn && (
            <MenuItem icon={<PersonAdd24Regular />} onClick={() => showDialog('register')}>
              {t('auth.register')}
            </MenuItem>
          )}
          <MenuDivider />
          <MenuItem icon={dark ? <WeatherSunny24Regular /> : <WeatherMoon24Regular />} onClick={toggle}>
            {dark ? t('colourMode.switchToLight') : t('colourMode.switchToDark')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
