import type { ReactNode } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFulfilmentTranslation } from '../strings';

/** A staff list's query: "Loading…" while pending, the failure with "Try again", else `children` with the answer. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useFulfilmentTranslation();
  if (query.isPending) return <Spinner label={t('fulfilment.loading')} />;
  if (query.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {t('fulfilment.loadFailed')}{' '}
          <Button size="small" onClick={() => void query.refetch()}>
            {t('fulfilment.retry')}
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return <>{children(query.data)}</>;
}
