import { CurrencySettingsFields } from '@renderer/features/currency';
import { PushNotificationsSwitch } from '@renderer/features/notifications';
import { SettingsContent } from '@renderer/features/preferences';
import { PageContainer } from '@renderer/features/ui';

/**
 * The settings page (/settings) in the sm container (docs/product-rules.md §Shell 10): the
 * preferences feature's content with the parts other features own passed in as slots, the
 * currency group's fields and the push-notifications switch. Composed here because currency and
 * notifications import preferences: a feature never imports one that imports it (eslint.config.js,
 * feature dependency table). Lazy-loaded (app/pages/lazy-pages.ts).
 */
export function SettingsPage() {
  return (
    <PageContainer size="sm" as="section" aria-labelledby="settings-title">
      <SettingsContent titleId="settings-title" currencyFields={<CurrencySettingsFields />} pushNotificationsSwitch={<PushNotificationsSwitch />} />
    </PageContainer>
  );
}

export default SettingsPage;
