import { Suspense, lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@renderer/app/i18n';
import { RouteLoadingSignal } from '@renderer/app/layout/route-loading';
import { ProgressBar, RouteProgressBar } from '@renderer/app/layout/RouteProgressBar';
import { LOADING_BAR_STOP_DELAY_MS } from '@shared/constants';

function renderBar(active: boolean) {
  const i18n = createI18n();
  const ui = (value: boolean) => (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <ProgressBar active={value} />
      </FluentProvider>
    </I18nextProvider>
  );
  const result = render(ui(active));
  return { set: (value: boolean) => result.rerender(ui(value)) };
}

describe('route progress bar (§Shell 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden when idle', () => {
    renderBar(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows while active, 3 px and blue, and stays 200 ms after the change ends', () => {
    const bar = renderBar(true);
    const progress = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(getComputedStyle(progress).height).toBe('3px');
    expect(getComputedStyle(progress.firstElementChild!).backgroundColor).toBe('rgb(0, 0, 255)');
    bar.set(false);
    act(() => vi.advanceTimersByTime(LOADING_BAR_STOP_DELAY_MS - 1));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a new change inside the stop delay keeps it on', () => {
    const bar = renderBar(true);
    bar.set(false);
    act(() => vi.advanceTimersByTime(150));
    bar.set(true);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    bar.set(false);
    act(() => vi.advanceTimersByTime(LOADING_BAR_STOP_DELAY_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('route progress bar while a lazily loaded page loads (§Shell 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is on while the page code loads and goes 200 ms after it arrives', async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => {};
    const LazyPage = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)));
    render(
      <I18nextProvider i18n={createI18n()}>
        <FluentProvider theme={webLightTheme}>
          <MemoryRouter>
            <RouteProgressBar />
            <Suspense fallback={<RouteLoadingSignal />}>
              <LazyPage />
            </Suspense>
          </MemoryRouter>
        </FluentProvider>
      </I18nextProvider>,
    );
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await act(async () => arrive({ default: () => <p>settings page</p> }));
    expect(screen.getByText('settings page')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LOADING_BAR_STOP_DELAY_MS - 1));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
