/**
 * One way to write a date and a number (docs/product-rules.md §Locales 3), and no hydration mismatch for it: a
 * pre-rendered page's dates are written as the server wrote them (it knows no browser region) while
 * the page hydrates, and in the browser's region right after; counts never depend on the region.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@renderer/app/AppProviders';
import { createAppServices } from '@renderer/app/services';
import { useFormat } from '@renderer/features/preferences';
import { setAdoptingServerHtml } from '@renderer/platform/use-hydrated';
import { renderWithApp, testPlatform } from './render-app';

function Dates() {
  const format = useFormat();
  return (
    <p>
      {format.day('2026-04-13')} · {format.month('2027-03')} · {format.count(19002)}
    </p>
  );
}

beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
});
afterEach(() => {
  setAdoptingServerHtml(false);
  vi.restoreAllMocks();
});

describe('useFormat', () => {
  it('in a page rendered in the browser: the browser’s region for dates, grouping for counts', () => {
    renderWithApp(<Dates />);
    expect(screen.getByText('13 Apr 2026 · Mar 2027 · 19,002')).toBeInTheDocument();
  });

  it('in Japanese and Chinese', async () => {
    window.localStorage.setItem('user_preferences', JSON.stringify({ ui: { language: 'ja' } }));
    // The app shows nothing until the language's strings have loaded.
    const { unmount } = renderWithApp(<Dates />);
    expect(await screen.findByText('2026年4月13日 · 2027年3月 · 19,002')).toBeInTheDocument();
    unmount();
    window.localStorage.setItem('user_preferences', JSON.stringify({ ui: { language: 'zh' } }));
    renderWithApp(<Dates />);
    expect(await screen.findByText('2026年4月13日 · 2027年3月 · 19,002')).toBeInTheDocument();
  });

  it('hydrates a pre-rendered page without a mismatch, then writes dates in the browser’s region', async () => {
    const app = (services: ReturnType<typeof createAppServices>) => (
      <AppProviders services={services}>
        <MemoryRouter>
          <Dates />
        </MemoryRouter>
      </AppProviders>
    );
    setAdoptingServerHtml(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(createAppServices(testPlatform())));
    // The server knows no browser: the language's own form.
    expect(container.textContent).toBe('Apr 13, 2026 · Mar 2027 · 19,002');
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app(createAppServices(testPlatform())), { onRecoverableError: (error) => errors.push(error) });
    });
    setAdoptingServerHtml(false);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('13 Apr 2026 · Mar 2027 · 19,002');
    container.remove();
  });
});
