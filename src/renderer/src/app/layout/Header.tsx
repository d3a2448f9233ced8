import { Link as RouterLink } from 'react-router';
import { Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Settings24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { AuthControls } from '@renderer/features/auth/setup';
import { HeaderSearch } from '@renderer/features/catalogue';
import { ColourModeToggle } from '@renderer/features/colour-mode';
import { NotificationBell } from '@renderer/features/notifications';
import { SETTINGS_PATH } from '@renderer/features/preferences';
import { WishlistLink } from '@renderer/features/wishlist';
import { usePlatform } from '@renderer/platform/services';
import { iconLinkStyle } from '@renderer/features/ui';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: '16px',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (min-width: 640px)': { paddingInline: '24px' },
  },
  brand: {
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end', marginInlineStart: 'auto' },
  iconLink: iconLinkStyle,
});

/** The application header: the product name (spec point 1 site title) linking home; the figure
 * search (issue 12, every page); the wishlist link (issue 13); the notification bell (signed in), settings, the colour-mode
 * toggle and the account area. */
export function Header() {
  const styles = useStyles();
  const { config } = usePlatform();
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <RouterLink to="/" className={styles.brand}>
        <Text weight="semibold" size={500}>
          {config.productName}
        </Text>
      </RouterLink>
      <HeaderSearch />
      <div className={styles.tools}>
        <WishlistLink />
        <NotificationBell />
        <Tooltip content={t('app.settings')} relationship="inaccessible" withArrow>
          <RouterLink to={SETTINGS_PATH} className={styles.iconLink} aria-label={t('app.settings')}>
            <Settings24Regular aria-hidden />
          </RouterLink>
        </Tooltip>
        <ColourModeToggle />
        <AuthControls />
      </div>
    </header>
  );
}
