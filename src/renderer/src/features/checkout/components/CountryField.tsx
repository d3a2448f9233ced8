import { useMemo, useState } from 'react';
import { Combobox, Field, Option } from '@fluentui/react-components';
import { localeOf, usePreference } from '@renderer/features/preferences';
import { countryOptions } from '../address-form';
import { useCheckoutTranslation } from '../strings';

export interface CountryFieldProps {
  /** The chosen destination code, '' when none. */
  value: string;
  onChange(code: string): void;
  /** The field's message (in the interface language), shown under it. */
  message?: string;
}

/**
 * The address's country (docs/product-rules.md §Checkout 2): a Fluent Combobox of the destinations
 * the shop ships to, named and sorted in the interface language (address-form.ts countryOptions);
 * typing a name's start moves to it, and a whole name typed or filled in by the browser's autofill
 * (`autocomplete="country"`) chooses it.
 */
export function CountryField({ value, onChange, message }: CountryFieldProps) {
  const { t } = useCheckoutTranslation();
  const locale = localeOf(usePreference((p) => p.ui.language));
  const options = useMemo(() => countryOptions(locale), [locale]);
  const chosen = options.find((option) => option.code === value);
  // What the input shows: the chosen country's name, or what is being typed (Fluent asks for a
  // controlled value beside controlled selectedOptions: its own is lost when the list closes).
  const [typed, setTyped] = useState<string | null>(null);
  const matching = (text: string) => options.find((option) => option.name.toLocaleLowerCase(locale) === text.trim().toLocaleLowerCase(locale));
  return (
    <Field label={t('checkout.form.country')} required validationMessage={message} validationState={message ? 'error' : 'none'}>
      <Combobox
        autoComplete="country"
        placeholder={t('checkout.form.countryPlaceholder')}
        value={typed ?? chosen?.name ?? ''}
        selectedOptions={chosen ? [chosen.code] : []}
        onOptionSelect={(_, data) => {
          setTyped(null);
          onChange(data.optionValue ?? '');
        }}
        onChange={(event) => {
          // A whole name typed or filled in by the browser chooses that country.
          const match = matching(event.target.value);
          setTyped(match ? null : event.target.value);
          onChange(match?.code ?? '');
        }}
        onBlur={() => setTyped(null)}
      >
        {options.map((option) => (
          <Option key={option.code} value={option.code}>
            {option.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
