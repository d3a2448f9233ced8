import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BASE_CURRENCY } from '@shared/constants';
import { localeOf, usePreference, useUpdatePreferences } from '@renderer/features/preferences';
import { useCurrencyChoice, useExchangeRates, useUserLocation } from './CurrencyProvider';
import { currencyName } from './format';

/**
 * Offers the visitor's local currency (issue 4): shown when the location's currency differs from
 * JPY, rates exist for it, and the user never chose a currency. It never switches by itself: the
 * user switches or keeps JPY, and either answer is remembered.
 */
export function CurrencyOffer() {
  const { t } = useTranslation();
  const location = useUserLocation();
  const rates = useExchangeRates();
  const { chosen, markChosen } = useCurrencyChoice();
  const primary = usePreference((p) => p.currency.primary);
  const locale = localeOf(usePreference((p) => p.ui.language));
  const update = useUpdatePreferences();

  const local = location.data?.currency;
  if (chosen || !local || local === DEFAULT_BASE_CURRENCY || primary !== DEFAULT_BASE_CURRENCY) return null;
  if (!rates.data?.jpyRates.rates[local]) return null;
  const name = currencyName(local, locale);

  return (
    <MessageBar intent="info" layout="multiline" aria-label={t('currency.offerLabel')}>
      <MessageBarBody>{t('currency.offer', { name, code: local })}</MessageBarBody>
      <MessageBarActions>
        <Button
          appearance="primary"
          onClick={() => {
            markChosen();
            update({ currency: { primary: local } });
          }}
        >
          {t('currency.switchTo', { code: local })}
        </Button>
        <Button onClick={markChosen}>{t('currency.keep', { code: DEFAULT_BASE_CURRENCY })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
