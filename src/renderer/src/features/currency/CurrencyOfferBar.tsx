import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BASE_CURRENCY } from '@shared/constants';
import { currencyName } from './currency-name';

/**
 * The offer's message bar (CurrencyOffer decides when; docs/product-rules.md §Currency 10): switch to `local` (an ISO 4217
 * code, named in the user's language: `locale`, BCP 47) or keep JPY.
 */
export function CurrencyOfferBar({ local, locale, onSwitch, onKeep }: { local: string; locale: string; onSwitch: () => void; onKeep: () => void }) {
  const { t } = useTranslation();
  const name = currencyName(local, locale);
  return (
    <MessageBar intent="info" layout="multiline" aria-label={t('currency.offerLabel')}>
      <MessageBarBody>{t('currency.offer', { name, code: local })}</MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={onSwitch}>
          {t('currency.switchTo', { code: local })}
        </Button>
        <Button onClick={onKeep}>{t('currency.keep', { code: DEFAULT_BASE_CURRENCY })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
