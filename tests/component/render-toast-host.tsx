import { render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@renderer/app/i18n';
import { ToastHost, ToastProvider } from '@renderer/features/toast';
import type { ToastStore } from '@renderer/features/toast/toast-store';

/** Renders the toast host alone over `store`, in English and the light theme. */
export function renderToastHost(store: ToastStore) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <FluentProvider theme={webLightTheme}>
        <ToastProvider store={store}>
          <ToastHost />
        </ToastProvider>
      </FluentProvider>
    </I18nextProvider>,
  );
}
