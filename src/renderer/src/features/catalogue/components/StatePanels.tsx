import type { ReactNode } from 'react';
import { Body1, Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { useCatalogueTranslation } from '../strings';
import { PageHeading, Paper, textLinkStyle } from '@renderer/features/ui';

const useStyles = makeStyles({
  panel: { alignItems: 'flex-start', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  link: textLinkStyle,
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * A titled message panel (not found, hidden, error) with its way onward. As a page's own message
 * (level 1) its title is the shared PageHeading (24 px, docs/product-rules.md §Shell 12); inside a page, an h2.
 */
export function MessagePanel({ title, body, children, headingLevel = 1, alert }: { title: string; body: ReactNode; children?: ReactNode; headingLevel?: 1 | 2; alert?: boolean }) {
  const styles = useStyles();
  return (
    <Paper className={styles.panel} role={alert ? 'alert' : undefined}>
      {headingLevel === 1 ? <PageHeading>{title}</PageHeading> : <Subtitle1 as="h2">{title}</Subtitle1>}
      <Body1>{body}</Body1>
      {children && <div className={styles.actions}>{children}</div>}
    </Paper>
  );
}

/** A link styled with the theme's link colour (the browser's blue fails contrast in dark mode). */
export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <RouterLink to={to} className={styles.link}>
      {children}
    </RouterLink>
  );
}

/** "Could not load" with a "Try again" button (the error state of docs/product-rules.md §Catalogue 10). */
export function LoadError({ onRetry, headingLevel = 2 }: { onRetry: () => void; headingLevel?: 1 | 2 }) {
  const { t } = useCatalogueTranslation();
  return (
    <MessagePanel title={t('catalogue.errorTitle')} body={t('catalogue.errorBody')} headingLevel={headingLevel} alert>
      <Button appearance="primary" onClick={onRetry}>
        {t('catalogue.tryAgain')}
      </Button>
    </MessagePanel>
  );
}
