import { Body1, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '@renderer/features/auth/SessionProvider';
import { usePlatform } from '@renderer/platform/PlatformProvider';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXXL, borderRadius: '8px', gap: tokens.spacingVerticalM },
});

/** The home page: a welcome that greets a signed-in user by name. */
export function HomePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config } = usePlatform();
  const status = useAuthState((state) => state.status);
  const name = useAuthState((state) => state.profile?.username ?? state.profile?.email ?? null);

  return (
    <Card className={styles.card}>
      <Title2 as="h1">{t('home.title', { product: config.productName })}</Title2>
      <Body1>{status === 'signedIn' && name ? t('home.signedInIntro', { name }) : t('home.signedOutIntro')}</Body1>
    </Card>
  );
}
