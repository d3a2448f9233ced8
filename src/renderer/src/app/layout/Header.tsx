import { Link as RouterLink } from 'react-router';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { AuthControls } from '@renderer/features/auth/components/AuthControls';
import { usePlatform } from '@renderer/platform/PlatformProvider';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
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
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** The application header: the product name (spec point 1 site title) linking home, and the account area. */
export function Header() {
  const styles = useStyles();
  const { config } = usePlatform();
  return (
    <header className={styles.header}>
      <RouterLink to="/" className={styles.brand}>
        <Text weight="semibold" size={500}>
          {config.productName}
        </Text>
      </RouterLink>
      <AuthControls />
    </header>
  );
}
