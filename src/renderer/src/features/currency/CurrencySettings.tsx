import { useMemo } from 'react';
import { Field, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { displayFormats } from '@shared/api';
import { formatPrice, localeOf, usePreferences, useSettingsTranslation, useUpdatePreferences } from '@renderer/features/preferences';
import { useExchangeRates } from './CurrencyProvider';
import { currencyName } from './currency-name';
import { RatesNote } from './RatesNote';

/** Offered even before the rates arrive. */
const BASE_CURRENCIES = ['JPY', 'CNY', 'USD', 'EUR'];

/**
 * The primary currency (docs/product-rules.md §Preferences 1): the base currencies and every one the rates list, named in the
 * UI language. Its own component: the rates' answer (and hydration, which holds their cached copy
 * back: CurrencyProvider) re-render this field, not the whole page (less total blocking time).
 */
function PrimaryCurrencyField() {
  const { t } = useSettingsTranslation();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const rates = useExchangeRates();
  const locale = localeOf(preferences.ui.language);
  const currencies = useMemo(() => {
    const codes = new Set([...BASE_CURRENCIES, ...Object.keys(rates.data?.jpyRates.rates ?? {}), preferences.currency.primary]);
    return [...codes].sort();
  }, [rates.data, preferences.currency.primary]);
  return (
    <Field label={t('settings.primaryCurrency')} hint={t('settings.primaryCurrencyHint')}>
      <Select value={preferences.currency.primary} onChange={(_, data) => update({ currency: { primary: data.value } })}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code} — {currencyName(code, locale)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** currency.display_format (docs/product-rules.md §Preferences 1, §Currency 6): each format with an example price in the primary currency. */
function DisplayFormatField() {
  const { t } = useSettingsTranslation();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const locale = localeOf(preferences.ui.language);
  return (
    <Field label={t('settings.displayFormat')}>
      <RadioGroup
        value={preferences.currency.display_format}
        onChange={(_, data) => update({ currency: { display_format: data.value as (typeof displayFormats)[number] } })}
      >
        {displayFormats.map((format) => (
          <Radio
            key={format}
            value={format}
            label={t(`settings.format_${format}`, { example: formatPrice(1234.5, preferences.currency.primary, locale, format) })}
          />
        ))}
      </RadioGroup>
    </Field>
  );
}

/**
 * The settings page's currency group (docs/product-rules.md §Preferences 1, 13): the primary currency, the display format and
 * the note on the rates' date. The app hands it to the preferences feature's settings page (which
 * cannot import currency: currency imports preferences).
 */
export function CurrencySettingsFields() {
  return (
    <>
      <PrimaryCurrencyField />
      <DisplayFormatField />
      <RatesNote />
    </>
  );
}
