import { useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnedDetails, OwnedRequest } from '@shared/api';
import { OWNED_NOTE_MAX, OWNED_SHOP_MAX } from '@shared/api/collection-fields';
import { toUserFacingError } from '@renderer/api/errors';
import { currencyName, useExchangeRates } from '@renderer/features/currency';
import { currencyFractionDigits, usePreference } from '@renderer/features/preferences';
import { useToast } from '@renderer/features/toast';
import { dialogBackdropMotion, dialogSurfaceMotion } from '@renderer/features/ui';
import { useServices } from '@renderer/platform/services';
import { collectionKeys } from '../collection-queries';
import { checkOwnedDraft, draftOf, localToday, type OwnedDraft, type OwnedFieldError } from '../owned-form';
import { useCollectionTranslation } from '../strings';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  price: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start', gap: tokens.spacingHorizontalM },
  // Fluent's Input keeps a minimum width of its own; in a grid column it must shrink to the column.
  fill: { minWidth: 0, width: '100%' },
  optional: { color: tokens.colorNeutralForeground2 },
});

/** The server's per-field messages, keyed by the form's fields (`price_paid.amount` → price). */
const SERVER_FIELDS: Record<string, keyof OwnedDraft> = {
  'price_paid.amount': 'price',
  'price_paid.currency': 'currency',
  price_paid: 'price',
  acquired_on: 'acquiredOn',
  shop: 'shop',
  note: 'note',
};

/** The currencies the shop has rates for (JPY and every ECB code), with `current` kept when it is not among them. */
function useCurrencyOptions(current: string): string[] {
  const rates = useExchangeRates().data;
  return useMemo(() => {
    const codes = new Set(['JPY', ...Object.keys(rates?.jpyRates.rates ?? {}), current]);
    return [...codes].sort();
  }, [rates, current]);
}

export interface OwnedDialogProps {
  open: boolean;
  slug: string;
  /** The figure's name in the interface language. */
  name: string;
  /** What was entered before (editing), or null (adding). */
  initial: OwnedDetails | null;
  onClose: () => void;
}

/**
 * "I own this" (docs/product-rules.md §Collection 2): a modal form for a figure bought elsewhere,
 * every field optional: the price paid with its currency (the collector's currency first), the date
 * of purchase, the shop and a note. Checked as the server checks it before sending, in the interface
 * language; what the server still refuses shows by its field. Saved: the collection is fetched
 * again, a toast says so and the dialog closes. Cancel and Escape keep nothing.
 */
// eslint-disable-next-line max-lines-per-function -- one form: every field reads the same draft and shows the same check's or save's errors
export function OwnedDialog({ open, slug, name, initial, onClose }: OwnedDialogProps) {
  const { t } = useCollectionTranslation();
  const styles = useStyles();
  const api = useServices().collectionApi;
  const queryClient = useQueryClient();
  const toast = useToast();
  const primary = usePreference((p) => p.currency.primary);
  const [draft, setDraft] = useState<OwnedDraft>(() => draftOf(initial, primary));
  const [checked, setChecked] = useState<Partial<Record<keyof OwnedDraft, OwnedFieldError>>>({});
  const currencies = useCurrencyOptions(draft.currency);
  const language = usePreference((p) => p.ui.language);
  const save = useMutation({
    mutationFn: (body: OwnedRequest) => api.putOwned(slug, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
      toast.set({ open: true, severity: 'success', title: t(initial ? 'collection.owned.updated' : 'collection.owned.added', { name }) });
      onClose();
    },
  });
  const failure = save.error ? toUserFacingError(save.error) : null;
  const serverErrors: Partial<Record<keyof OwnedDraft, string>> = {};
  for (const [field, messages] of Object.entries(failure?.fieldErrors ?? {})) {
    const key = SERVER_FIELDS[field];
    if (key) serverErrors[key] = messages.join(' ');
  }
  const errorOf = (field: keyof OwnedDraft): string | undefined => {
    const rule = checked[field];
    if (rule) return t(`collection.owned.error.${rule}`, { currency: draft.currency, count: currencyFractionDigits(draft.currency) });
    return serverErrors[field];
  };
  const fieldState = (field: keyof OwnedDraft) => (errorOf(field) ? 'error' : 'none');
  const update = (patch: Partial<OwnedDraft>) => {
    setChecked({});
    setDraft((current) => ({ ...current, ...patch }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkOwnedDraft(draft, localToday());
    if ('errors' in result) setChecked(result.errors);
    else save.mutate(result.body);
  };
  const formError = failure && Object.keys(serverErrors).length === 0 ? failure.message : null;

  return (
    <Dialog surfaceMotion={dialogSurfaceMotion} open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface backdropMotion={dialogBackdropMotion}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t(initial ? 'collection.owned.editTitle' : 'collection.owned.addTitle', { name })}</DialogTitle>
            <DialogContent className={styles.form}>
              <Caption1 className={styles.optional}>{t('collection.owned.optional')}</Caption1>
              {formError && (
                <MessageBar intent="error">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              <div className={styles.price}>
                <Field label={t('collection.owned.price')} validationMessage={errorOf('price')} validationState={fieldState('price')}>
                  <Input className={styles.fill} inputMode="decimal" value={draft.price} onChange={(_, d) => update({ price: d.value })} />
                </Field>
                <Field label={t('collection.owned.currency')} validationMessage={errorOf('currency')} validationState={fieldState('currency')}>
                  <Select className={styles.fill} value={draft.currency} onChange={(_, d) => update({ currency: d.value })}>
                    {currencies.map((code) => (
                      <option key={code} value={code}>
                        {code} · {currencyName(code, language)}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
              <Field label={t('collection.owned.date')} validationMessage={errorOf('acquiredOn')} validationState={fieldState('acquiredOn')}>
                <Input type="date" max={localToday()} value={draft.acquiredOn} onChange={(_, d) => update({ acquiredOn: d.value })} />
              </Field>
              <Field label={t('collection.owned.shop')} validationMessage={errorOf('shop')} validationState={fieldState('shop')}>
                <Input maxLength={OWNED_SHOP_MAX} value={draft.shop} onChange={(_, d) => update({ shop: d.value })} />
              </Field>
              <Field label={t('collection.owned.note')} validationMessage={errorOf('note')} validationState={fieldState('note')}>
                <Textarea maxLength={OWNED_NOTE_MAX} value={draft.note} onChange={(_, d) => update({ note: d.value })} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={save.isPending}>
                {t('collection.owned.save')}
              </Button>
              <Button onClick={onClose}>{t('collection.owned.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
