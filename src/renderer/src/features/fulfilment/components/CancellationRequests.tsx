import { useState } from 'react';
import { Body1Strong, Button, Caption1, Field, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { STAFF_MESSAGE_MAX, type StaffCancellation } from '@shared/api';
import { useOrderFormats } from '@renderer/features/orders';
import { Paper } from '@renderer/features/ui';
import { useServices } from '@renderer/platform/services';
import { cancellationsQuery, useStaffAction } from '../fulfilment-queries';
import { useFulfilmentTranslation } from '../strings';
import { ActionDialog } from './ActionDialog';
import { Loaded } from './Loaded';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** One request: who asked, for which line, why and when; "Approve and refund" or "Decline" (with a message), each after its dialog. */
function RequestCard({ request }: { request: StaffCancellation }) {
  const styles = useStyles();
  const { t } = useFulfilmentTranslation();
  const { yen, dateTime } = useOrderFormats();
  const [deciding, setDeciding] = useState<'approve' | 'decline' | null>(null);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const decide = useStaffAction((api, input: { decision: 'approve' | 'decline'; message: string }) =>
    api.decide(request.order_id, request.line.position, { decision: input.decision, message: input.message }),
  );
  const left = request.line.total_jpy - request.line.refunded_jpy;
  const named = { name: request.line.name, number: request.order_number };
  return (
    <li>
      <Paper>
        <Body1Strong as="h2">{t('fulfilment.request.item', { number: request.order_number, collector: request.collector })}</Body1Strong>
        <Text>{t('fulfilment.request.line', { name: request.line.name, quantity: request.line.quantity, amount: yen(request.line.total_jpy) })}</Text>
        <Caption1 className={styles.muted}>
          {t('fulfilment.request.reason', { reason: t(`fulfilment.reason.${request.reason}`, { defaultValue: request.reason }) })} ·{' '}
          {t('fulfilment.request.requestedOn', { date: dateTime(request.requested_at) })}
        </Caption1>
        <div className={styles.actions}>
          <Button appearance="primary" aria-label={t('fulfilment.actions.approveNamed', named)} onClick={() => setDeciding('approve')}>
            {t('fulfilment.actions.approve')}
          </Button>
          <Button aria-label={t('fulfilment.actions.declineNamed', named)} onClick={() => setDeciding('decline')}>
            {t('fulfilment.actions.decline')}
          </Button>
        </div>
        {deciding && (
          <ActionDialog
            title={t(deciding === 'approve' ? 'fulfilment.decide.approveTitle' : 'fulfilment.decide.declineTitle', { name: request.line.name })}
            confirmLabel={t(deciding === 'approve' ? 'fulfilment.decide.confirmApprove' : 'fulfilment.decide.confirmDecline')}
            open
            onOpenChange={(open) => !open && setDeciding(null)}
            onConfirm={() => {
              if (deciding === 'decline' && message.trim() === '') {
                setMissing(true);
                return false;
              }
              return decide.mutateAsync({ decision: deciding, message });
            }}
          >
            {deciding === 'approve' && <Text as="p">{t('fulfilment.decide.approveBody', { amount: yen(left) })}</Text>}
            <Field
              label={t('fulfilment.decide.message')}
              required={deciding === 'decline'}
              validationState={missing ? 'error' : 'none'}
              validationMessage={missing ? t('fulfilment.decide.message') : undefined}
            >
              <Textarea
                value={message}
                maxLength={STAFF_MESSAGE_MAX}
                onChange={(_event, data) => {
                  setMessage(data.value);
                  setMissing(false);
                }}
              />
            </Field>
          </ActionDialog>
        )}
      </Paper>
    </li>
  );
}

/** The collectors' cancellation requests waiting for staff (docs/product-rules.md §Fulfilment 2, 4), oldest first. */
export function CancellationRequests() {
  const styles = useStyles();
  const { t } = useFulfilmentTranslation();
  const { fulfilmentApi } = useServices();
  const query = useQuery(cancellationsQuery(fulfilmentApi));
  return (
    <Loaded query={query}>
      {(requests) =>
        requests.length === 0 ? (
          <Text>{t('fulfilment.empty.requests')}</Text>
        ) : (
          <ul className={styles.list}>
            {requests.map((request) => (
              <RequestCard key={`${request.order_id}-${request.line.position}`} request={request} />
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}
