import { Link as RouterLink } from 'react-router';
import { Switch, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { languages } from '@shared/api';
import { CONTAINER_MAX_WIDTH_PX, CONTAINER_PADDING_PX, CONTAINER_PADDING_SM_UP_PX } from '@shared/constants';
import { PROFILE_PATH, useIsSignedIn } from '@renderer/features/auth';
import { cataloguePath } from '@renderer/features/catalogue';
import { useColourMode } from '@renderer/features/colour-mode';
import { NOTIFICATIONS_PATH, useNotificationsTranslation } from '@renderer/features/notifications';
import { LANGUAGE_NAMES, SETTINGS_PATH, localeOf, usePreference, useUpdatePreferences } from '@renderer/features/preferences';
import { WISHLIST_PATH } from '@renderer/features/wishlist';
import { CART_PATH } from '@renderer/features/cart';
import { usePlatform } from '@renderer/platform/services';

const useStyles = makeStyles({
  footer: {
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  inner: {
    // The container of docs/product-rules.md §Shell 10, as the main area.
    maxWidth: `${CONTAINER_MAX_WIDTH_PX.lg}px`,
    marginInline: 'auto',
    boxSizing: 'border-box',
    paddingInline: `${CONTAINER_PADDING_PX}px`,
    paddingBlock: tokens.spacingVerticalXL,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    [`@media (min-width: ${CONTAINER_MAX_WIDTH_PX.sm}px)`]: { paddingInline: `${CONTAINER_PADDING_SM_UP_PX}px` },
  },
  links: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  link: {
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: tokens.borderRadiusSmall },
  },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  languages: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** A link of the footer's list. */
function FooterLink({ to, children }: { to: string; children: string }) {
  const styles = useStyles();
  return (
    <li>
      <RouterLink to={to} className={styles.link}>
        {children}
      </RouterLink>
    </li>
  );
}

/**
 * The footer of every page (docs/product-rules.md §Shell 18), a `contentinfo` landmark: the product
 * name (§Shell 1), links to the pages (Notifications and Profile only signed in), the
 * language switch (one pressed button per language, the ui.language preference through
 * useUpdatePreferences, as the settings page) and the colour-mode switch (useColourMode, as the
 * header's toggle). A switch and buttons rather than a second "Language" box and "Dark mode"
 * button, so each control keeps one name per page.
 */
export function Footer() {
  const styles = useStyles();
  const { t } = useNotificationsTranslation();
  const { config } = usePlatform();
  const signedIn = useIsSignedIn();
  const language = usePreference((p) => p.ui.language);
  const update = useUpdatePreferences();
  const { mode, toggle } = useColourMode();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Text weight="semibold">{config.productName}</Text>
        <nav aria-label={t('app.footerNavigation')}>
          <ul className={styles.links}>
            <FooterLink to="/">{t('app.home')}</FooterLink>
            <FooterLink to={cataloguePath()}>{t('app.figures')}</FooterLink>
            <FooterLink to={WISHLIST_PATH}>{t('wishlist.title')}</FooterLink>
            <FooterLink to={CART_PATH}>{t('cart.title')}</FooterLink>
            {signedIn && <FooterLink to={NOTIFICATIONS_PATH}>{t('notifications.title')}</FooterLink>}
            {signedIn && <FooterLink to={PROFILE_PATH}>{t('app.profile')}</FooterLink>}
            <FooterLink to={SETTINGS_PATH}>{t('app.settings')}</FooterLink>
          </ul>
        </nav>
        <div className={styles.controls}>
          <div role="group" aria-label={t('app.language')} className={styles.languages}>
            {languages.map((code) => (
              <ToggleButton
                key={code}
                size="small"
                appearance="subtle"
                lang={localeOf(code)}
                checked={language === code}
                onClick={() => {
                  if (language !== code) update({ ui: { language: code } });
                }}
              >
                {LANGUAGE_NAMES[code]}
              </ToggleButton>
            ))}
          </div>
          <Switch label={t('colourMode.darkMode')} checked={mode === 'dark'} onChange={toggle} />
        </div>
      </div>
    </footer>
  );
}
