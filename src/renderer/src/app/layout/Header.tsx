import { Link as RouterLink } from 'react-router';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Settings24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { AuthControls } from '@renderer/features/auth/setup';
import { CartLink } from '@renderer/features/cart';
import { HeaderSearch } from '@renderer/features/catalogue';
import { ColourModeToggle } from '@renderer/features/colour-mode';
import { MODERATION_PATH } from '@renderer/features/moderation';
import { HeaderNotificationBell } from '@renderer/features/notifications';
import { SETTINGS_PATH } from '@renderer/features/preferences';
import { WishlistLink } from '@renderer/features/wishlist';
import { usePlatform } from '@renderer/platform/services';
import { LazyTooltip, iconLinkStyle } from '@renderer/features/ui';
import { NARROW_HEADER_MEDIA, WIDE_HEADER_MEDIA } from './breakpoints';
import { NavMenuSlot } from './NavMenuSlot';
import { RouteProgressBar } from './RouteProgressBar';

const useStyles = makeStyles({
  header: {
    // The narrow search field lies over this row (HeaderSearch).
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    // One row at every width (docs/product-rules.md §Shell 13): what does not fit moves into the menu below 640 px.
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalL,
    minHeight: '56px',
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: '16px',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    [WIDE_HEADER_MEDIA]: { paddingInline: '24px' },
    [NARROW_HEADER_MEDIA]: { gap: tokens.spacingHorizontalXS },
  },
  brand: {
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    whiteSpace: 'nowrap',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end', marginInlineStart: 'auto', flexShrink: 0 },
  iconLink: iconLinkStyle,
  // In the row from 640 px up; in the menu below.
  wideOnly: { display: 'contents', [NARROW_HEADER_MEDIA]: { display: 'none' } },
  narrowOnly: { display: 'none', [NARROW_HEADER_MEDIA]: { display: 'contents' } },
});

/**
 * The application header, always one row: the product name (the site title) linking
 * home; the figure search (every page: docs/product-rules.md §Catalogue 13); the wishlist link; the
 * cart link with its count (every width, §Cart 3–4); the notification bell (signed in), settings, the colour-mode toggle and the account area. Below 640 px
 * (§Shell 13) the wishlist, settings and colour-mode controls move into a "Menu" button, the search
 * shrinks to an icon that opens the field in one tap, and the account area gets compact.
 */
export function Header() {
  const styles = useStyles();
  const { config } = usePlatform();
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      {/* In the banner landmark, so nothing on the page is outside one (axe "region"); fixed at the top. */}
      <RouteProgressBar />
      <RouterLink to="/" className={styles.brand}>
        {/* One line at every width (§Shell 13): at 320 px, beside the cart, the bell, the menu and the
            account, the name is cut with an ellipsis rather than wrapped into a taller header. */}
        <Text weight="semibold" size={500} wrap={false} truncate>
          {config.productName}
        </Text>
      </RouterLink>
      <HeaderSearch />
      <div className={styles.tools}>
        <div className={styles.wideOnly}>
          <WishlistLink />
        </div>
        <CartLink />
        <HeaderNotificationBell />
        <div className={styles.wideOnly}>
          <LazyTooltip content={t('app.settings')} withArrow>
            <RouterLink to={SETTINGS_PATH} className={styles.iconLink} aria-label={t('app.settings')}>
              <Settings24Regular aria-hidden />
            </RouterLink>
          </LazyTooltip>
          <ColourModeToggle />
        </div>
        <div className={styles.narrowOnly}>
          <NavMenuSlot />
        </div>
        <AuthControls moderationPath={MODERATION_PATH} />
      </div>
    </header>
  );
}
