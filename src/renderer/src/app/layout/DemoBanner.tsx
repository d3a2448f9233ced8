import { Link, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@renderer/platform/services';

const useStyles = makeStyles({
  bar: { borderRadius: 0 },
  links: { display: 'inline-flex', gap: tokens.spacingHorizontalL, marginInlineStart: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * The demo banner (docs/product-rules.md §Demo 1): shown when config.demoMode is on, with links to the GraphQL API
 * playground and the store dashboard (addresses from config.demoLinks), opened in a new tab.
 */
export function DemoBanner() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { config } = usePlatform();
  if (!config.demoMode) return null;
  return (
    <aside aria-label={t('app.demoBannerLabel')}>
      <MessageBar intent="info" className={styles.bar} layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('app.demoTitle')}</MessageBarTitle>
          {t('app.demoBody')}
          <span className={styles.links}>
            <Link href={config.demoLinks.playground} target="_blank" rel="noopener noreferrer">
              {t('app.demoPlayground')}
            </Link>
            <Link href={config.demoLinks.dashboard} target="_blank" rel="noopener noreferrer">
              {t('app.demoDashboard')}
            </Link>
          </span>
        </MessageBarBody>
      </MessageBar>
    </aside>
  );
}
