import { useId, useState } from 'react';
import { Body1, Button, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate, useSearchParams } from 'react-router';
import { ADDRESS_BOOK_MAX, type Address } from '@shared/api/addresses';
import { localeOf, usePreference } from '@renderer/features/preferences';
import { lazyOptional } from '@renderer/platform/lazy-optional';
import { addressLine } from '../address-form';
import { useAddressBook } from '../address-book';
import { deliveryStepPath, parseAddressId } from '../checkout-steps';
import { useCheckoutTranslation } from '../strings';
import { AddressChoice } from './AddressChoice';
import { StepColumns } from './CheckoutFrame';
import { CartReadiness, CheckoutCartSummary, useCheckoutCart } from './CheckoutCart';
import { LoadFailed } from './LoadFailed';
import { ProblemBar } from './ProblemBar';

// The form (its country Combobox) and the delete dialog load when first shown: chunks of their own,
// so the step's own JS stays within its budget (docs/product-rules.md §Performance 2).
const AddressForm = lazyOptional(() => import('./AddressForm').then((module) => module.AddressForm), <Spinner size="small" />);
const DeleteAddressDialog = lazyOptional(() => import('./DeleteAddressDialog').then((module) => module.DeleteAddressDialog));

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground2 },
});

/** The address the step starts on: the one in `?address=` when the book has it (coming back to change it), else the default. */
function preselected(addresses: readonly Address[], fromQuery: number | null): number | null {
  return addresses.find((address) => address.id === fromQuery)?.id ?? addresses.find((address) => address.is_default)?.id ?? addresses[0]?.id ?? null;
}

/**
 * The address step (docs/product-rules.md §Checkout 1–2): choose where the order goes from the
 * address book (the default chosen first), edit, delete (after a confirmation) or make an address
 * the default, or add one (the form shows at once when the book is empty; at most
 * ADDRESS_BOOK_MAX). Continue goes to the delivery step for the chosen address; it waits for a
 * cart that can be checked out. The cart's summary is beside it.
 */
export function AddressStep() {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const locale = localeOf(usePreference((p) => p.ui.language));
  const book = useAddressBook();
  const cart = useCheckoutCart();
  const headingId = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionFailed, setActionFailed] = useState(false);
  const addresses = book.addresses ?? [];
  const selected = addresses.some((address) => address.id === picked) ? picked : preselected(addresses, parseAddressId(search.get('address')));
  const formShown = editing !== null || (book.addresses !== undefined && addresses.length === 0);
  const full = addresses.length >= ADDRESS_BOOK_MAX;

  const makeDefault = async (address: Address) => {
    setBusy(true);
    setActionFailed(false);
    await book.makeDefault(address.id).catch(() => setActionFailed(true));
    setBusy(false);
  };

  return (
    <StepColumns summary={<CheckoutCartSummary cart={cart} />}>
      <section className={styles.section} aria-labelledby={headingId}>
        <Subtitle1 as="h2" id={headingId}>
          {t('checkout.address.heading')}
        </Subtitle1>
        {book.pending && <Spinner label={t('checkout.loading')} />}
        {book.error && <LoadFailed retry={book.retry} />}
        {addresses.length > 0 && (
          <AddressChoice
            addresses={addresses}
            selected={selected}
            onSelect={setPicked}
            onEdit={setEditing}
            onDelete={setDeleting}
            onMakeDefault={(address) => void makeDefault(address)}
            locale={locale}
            labelledBy={headingId}
            busy={busy}
          />
        )}
        {actionFailed && <ProblemBar problem={{ message: t('checkout.address.changeFailed'), fix: null }} />}
        {formShown ? (
          <AddressForm
            key={editing === null || editing === 'new' ? 'new' : editing.id}
            address={editing === null || editing === 'new' ? undefined : editing}
            save={(fields) => (editing === null || editing === 'new' ? book.create(fields) : book.update(editing.id, fields))}
            onSaved={(address) => {
              setPicked(address.id);
              setEditing(null);
            }}
            onCancel={addresses.length > 0 ? () => setEditing(null) : undefined}
          />
        ) : (
          book.addresses !== undefined && (full ? <Body1 className={styles.note}>{t('checkout.address.full', { n: ADDRESS_BOOK_MAX })}</Body1> : <div className={styles.row}><Button onClick={() => setEditing('new')}>{t('checkout.address.add')}</Button></div>)
        )}
      </section>
      <CartReadiness cart={cart} />
      <div className={styles.row}>
        <Button appearance="primary" disabled={selected === null || formShown || !cart.ready} onClick={() => selected !== null && navigate(deliveryStepPath(selected))}>
          {t('checkout.address.continue')}
        </Button>
      </div>
      <DeleteAddressDialog addressText={deleting ? addressLine(deleting, locale) : null} onConfirm={() => book.remove(deleting?.id ?? 0)} onClose={() => setDeleting(null)} />
    </StepColumns>
  );
}
