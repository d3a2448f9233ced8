import { Badge, Button, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import type { Address } from '@shared/api/addresses';
import { addressLine } from '../address-form';
import { useCheckoutTranslation } from '../strings';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { overflowWrap: 'anywhere' },
  badge: { marginInlineStart: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface AddressChoiceProps {
  addresses: readonly Address[];
  /** The chosen address's id. */
  selected: number | null;
  onSelect(id: number): void;
  /** The actions on the chosen address. */
  onEdit(address: Address): void;
  onDelete(address: Address): void;
  onMakeDefault(address: Address): void;
  /** BCP 47 tag the country names are written in. */
  locale: string;
  /** Names the group (the step's heading). */
  labelledBy: string;
  busy: boolean;
}

/**
 * The address book as a Fluent RadioGroup (docs/product-rules.md §Checkout 2): each radio's label
 * is the whole address on one line, the default marked; under it, what can be done to the chosen
 * address: Edit, Delete, Make default (not for the default). The actions sit outside the group, so
 * the group holds radios only (WAI-ARIA radiogroup), and each names the address it acts on.
 */
export function AddressChoice({ addresses, selected, onSelect, onEdit, onDelete, onMakeDefault, locale, labelledBy, busy }: AddressChoiceProps) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  const chosen = addresses.find((address) => address.id === selected);
  const chosenText = chosen ? addressLine(chosen, locale) : '';
  return (
    <>
      <RadioGroup className={styles.group} aria-labelledby={labelledBy} value={selected === null ? '' : String(selected)} onChange={(_, data) => onSelect(Number(data.value))}>
        {addresses.map((address) => (
          <Radio
            key={address.id}
            value={String(address.id)}
            label={
              <span className={styles.label}>
                {addressLine(address, locale)}
                {address.is_default && (
                  <Badge className={styles.badge} appearance="tint" size="small">
                    {t('checkout.address.default')}
                  </Badge>
                )}
              </span>
            }
          />
        ))}
      </RadioGroup>
      {chosen && (
        <div className={styles.actions} role="group" aria-label={t('checkout.address.actionsFor', { address: chosenText })}>
          <Button disabledFocusable={busy} onClick={() => onEdit(chosen)}>
            {t('checkout.address.edit')}
          </Button>
          <Button disabledFocusable={busy} onClick={() => onDelete(chosen)}>
            {t('checkout.address.delete')}
          </Button>
          {!chosen.is_default && (
            <Button disabledFocusable={busy} onClick={() => onMakeDefault(chosen)}>
              {t('checkout.address.makeDefault')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
