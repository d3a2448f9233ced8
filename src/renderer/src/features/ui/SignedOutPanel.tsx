import { useId } from 'react';
import { Body1, Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CONTAINER_MAX_WIDTH_PX } from '@shared/constants';
import { Paper } from './Paper';

const useStyles = makeStyles({
  // Paper: the theme's 8 px paper radius (borderRadiusLarge) like every card; the button keeps
  // its own width instead of stretching across the column. At most sm wide, so it is the same
  // panel in every page's container.
  panel: { alignItems: 'flex-start', gap: tokens.spacingVerticalM, maxWidth: `${CONTAINER_MAX_WIDTH_PX.sm}px` },
});

/**
 * The one "sign in to see this" panel of every account-only page while signed out
 * (docs/product-rules.md §Shell 16): a heading, one sentence and a "Sign in" button. `onSignIn` opens the sign-in dialog
 * (the auth feature's account-dialog store; ui cannot import auth, which imports ui). The page
 * keeps its own PageHeading above it and shows its content once signed in. It never opens the
 * dialog by itself. A region named by its heading.
 */
export function SignedOutPanel({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const headingId = useId();
  return (
    <Paper className={styles.panel} role="region" aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {t('ui.signedOut.title')}
      </Subtitle1>
      <Body1>{t('ui.signedOut.body')}</Body1>
      <Button appearance="primary" onClick={onSignIn}>
        {t('ui.signedOut.signIn')}
      </Button>
    </Paper>
  );
}
