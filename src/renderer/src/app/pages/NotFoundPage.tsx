import { Link as RouterLink } from 'react-router';
import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The theme's link colour: the browser's default blue fails contrast on the dark background.
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});

/** Any address the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.page}>
      <Title2 as="h1">{t('notFound.title')}</Title2>
      <Body1>{t('notFound.body')}</Body1>
      <RouterLink to="/" className={styles.link}>
        {t('notFound.back')}
      </RouterLink>
    </section>
  );
}
