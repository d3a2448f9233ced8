import { useId, useState, type FormEvent } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Address, AddressCreateRequest } from '@shared/api/addresses';
import { addressAutocomplete, draftOf, draftProblems, emptyAddressDraft, optionalAddressFields, type AddressDraft, type AddressField } from '../address-form';
import { addressFieldMessages, addressFormFailure } from '../address-messages';
import { useCheckoutTranslation } from '../strings';
import { CountryField } from './CountryField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'minmax(0, 1fr)', '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface AddressFormProps {
  /** The address to edit; none to add a new one. */
  address?: Address;
  /** Sends the fields (create or update) → the kept address; rejects with the API's error. */
  save(fields: AddressCreateRequest): Promise<Address>;
  onSaved(address: Address): void;
  /** Shown as "Cancel" when given. */
  onCancel?: () => void;
}

/** The text fields of the form, in order, with `country` between postcode and phone (CountryField). */
const textFieldsBeforeCountry: readonly (readonly AddressField[])[] = [['full_name'], ['line1'], ['line2'], ['city', 'region'], ['postcode']];

/**
 * Adds or edits an address (docs/product-rules.md §Checkout 2): Fluent fields with the browser's
 * autofill tokens; the required fields are checked before sending (the contract's schema); a
 * refused save shows each field's message under it in the app's wording (address-messages.ts),
 * and what was typed stays as typed.
 */
export function AddressForm({ address, save, onSaved, onCancel }: AddressFormProps) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  const headingId = useId();
  const [draft, setDraft] = useState<AddressDraft>(() => (address ? draftOf(address) : emptyAddressDraft));
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: AddressField) => (value: string) => setDraft((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = draftProblems(draft);
    if (Object.keys(problems).length > 0) {
      setMessages(addressFieldMessages(problems, t));
      setFormMessage(t('checkout.form.fix'));
      return;
    }
    setSaving(true);
    setMessages({});
    setFormMessage(null);
    try {
      const saved = await save(draft);
      setSaving(false);
      onSaved(saved);
    } catch (error) {
      const failure = addressFormFailure(error, t);
      setMessages(failure.fields);
      setFormMessage(failure.form);
      setSaving(false);
    }
  };

  const textField = (field: AddressField) => (
    <Field key={field} label={t(`checkout.form.${field}`)} required={!optionalAddressFields.includes(field)} validationMessage={messages[field]} validationState={messages[field] ? 'error' : 'none'}>
      <Input name={field} value={draft[field]} autoComplete={addressAutocomplete[field]} type={field === 'phone' ? 'tel' : 'text'} onChange={(_, data) => set(field)(data.value)} />
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        {address ? t('checkout.form.editHeading') : t('checkout.form.addHeading')}
      </Subtitle2>
      {textFieldsBeforeCountry.map((fields) => (fields.length === 1 ? textField(fields[0] as AddressField) : <div key={fields.join()} className={styles.pair}>{fields.map(textField)}</div>))}
      <CountryField value={draft.country} onChange={set('country')} message={messages.country} />
      {textField('phone')}
      {formMessage && (
        <MessageBar intent="error">
          <MessageBarBody>{formMessage}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={saving}>
          {saving ? t('checkout.form.saving') : t('checkout.form.save')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('checkout.form.cancel')}</Button>}
      </div>
    </form>
  );
}
