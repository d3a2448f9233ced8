import { useEffect, useState } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@renderer/platform/services';
import { watchForUpdates, type AcceptUpdate, type WatchForUpdates } from './registration';

/**
 * Registers the web app's service worker and, when a new build is waiting, says "A new version is
 * available" with a "Reload" button (docs/product-rules.md §Web 15; a non-modal bar under the header, like the
 * offline banner). The new version runs only after the person accepts: Reload activates it and the
 * page reloads once it controls. Renders nothing otherwise, and on the desktop app.
 * `watch` replaces the registration in tests.
 */
export function UpdatePrompt({ watch = watchForUpdates }: { watch?: WatchForUpdates }) {
  const { t } = useTranslation();
  const { kind } = usePlatform();
  const [accept, setAccept] = useState<AcceptUpdate | null>(null);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    // The desktop app (app://) registers no worker (docs/product-rules.md §Desktop 14).
    if (kind !== 'web') return;
    return watch((next) => setAccept(() => next));
  }, [kind, watch]);

  if (!accept) return null;
  const reload = () => {
    setReloading(true);
    accept();
  };
  return (
    <MessageBar intent="info" role="status">
      <MessageBarBody>
        <MessageBarTitle>{t('pwa.updateAvailable')}</MessageBarTitle>
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={reload} disabled={reloading}>
          {t('pwa.reload')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
