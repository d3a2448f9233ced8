import type { ReactNode } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toUserFacingError } from '@renderer/api/errors';
import { PageHeading, Paper } from '@renderer/features/ui';
import { useAccountDialogStore } from '../account-dialog-store';
import { useIsSignedIn, useSession } from '../session-hooks';

/** What differs between the pages a signed e-mail link opens. */
export interface LinkResultCardProps<T> {
  /** The page's h1. */
  title: string;
  /** The spinner's label while the call runs. */
  pendingLabel: string;
  /** The query key of the call for the link's `:uid` and `:token`. */
  queryKey(uid: string, token: string): QueryKey;
  /** The API call the link stands for; rejects with the API error, shown as the failure's reason. */
  call(uid: string, token: string): Promise<T>;
  successMessage(answer: T): string;
  failureMessage(reason: string): string;
  /** Shown to a signed-in user once the call has settled (a signed-out user gets "Sign in"). */
  signedInAction?: ReactNode;
  /** The card's class (each page keeps its own spacing). */
  cardClassName: string;
}

/**
 * The card of a page opened from a signed e-mail link (`…/:uid/:token`: e-mail verification,
 * docs/product-rules.md §Sign-in 7; e-mail change confirmation, §Account 10): calls the API once (a query with an infinite stale
 * time and no retry, so a re-render or StrictMode does not call twice; a signed-in user's profile is
 * reloaded before it settles so the change shows at once), and shows a spinner, then success or the
 * server's reason, then "Sign in" (signed out) or `signedInAction` (signed in). The page puts it in
 * its PageContainer (xs, docs/product-rules.md §Shell 10).
 */
export function LinkResultCard<T>({ title, pendingLabel, queryKey, call, successMessage, failureMessage, signedInAction, cardClassName }: LinkResultCardProps<T>) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = useIsSignedIn();
  const showDialog = useAccountDialogStore((state) => state.show);
  const { uid = '', token = '' } = useParams();
  const result = useQuery({
    queryKey: queryKey(uid, token),
    queryFn: async () => {
      const answer = await call(uid, token);
      if (signedIn) await session.loadProfile().catch(() => undefined);
      return answer;
    },
    retry: false,
    staleTime: Infinity,
  });

  return (
    <Paper className={cardClassName}>
      <PageHeading>{title}</PageHeading>
      {result.isPending && <Spinner label={pendingLabel} />}
      {result.isSuccess && (
        <MessageBar intent="success">
          <MessageBarBody>{successMessage(result.data)}</MessageBarBody>
        </MessageBar>
      )}
      {result.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{failureMessage(toUserFacingError(result.error).message)}</MessageBarBody>
        </MessageBar>
      )}
      {!result.isPending &&
        (signedIn ? signedInAction : (
          <Button appearance="primary" onClick={() => showDialog('signIn')}>
            {t('auth.signIn')}
          </Button>
        ))}
    </Paper>
  );
}
