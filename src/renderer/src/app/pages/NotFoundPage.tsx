import { Link as RouterLink } from 'react-router';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeading, Paper, textLinkStyle } from '@renderer/features/ui';

const useStyles = makeStyles({
  panel: { alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  // The theme's link colour: the browser's default blue fails contrast on the dark background.
  link: textLinkStyle,
});

/** Any address the app does not know: a message panel in the sm container (docs/product-rules.md §Shell 10). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <PageContainer size="sm">
      <Paper className={styles.panel}>
        <PageHeading>{t('notFound.title')}</PageHeading>
        <Body1>{t('notFound.body')}</Body1>
        <RouterLink to="/" className={styles.link}>
          {t('notFound.back')}
        </RouterLink>
      </Paper>
    </PageContainer>
  );
}
