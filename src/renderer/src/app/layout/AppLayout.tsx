import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ToastHost } from '@renderer/features/toast';
import { usePlatform } from '@renderer/platform/PlatformProvider';
import { useGlobalStyles } from '../theme/useGlobalStyles';
import { Header } from './Header';

const useStyles = makeStyles({
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  skip: {
    position: 'absolute',
    left: '-9999px',
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, zIndex: 1000, padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground1 },
  },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '1040px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    paddingInline: '16px',
    paddingBlock: tokens.spacingVerticalXXL,
    '@media (min-width: 640px)': { paddingInline: '24px' },
  },
});

/** The application shell (spec point 2, route /_app): header, skip link and the routed page. */
export function AppLayout() {
  useGlobalStyles();
  const styles = useStyles();
  const { t } = useTranslation();
  const { config } = usePlatform();

  useEffect(() => {
    document.title = config.productName;
  }, [config.productName]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ToastHost />
    </div>
  );
}
