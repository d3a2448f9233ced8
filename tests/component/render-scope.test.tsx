/**
 * Answers that arrive after a page is drawn re-render the part that shows them, not the page
 * (less total blocking time): the exchange rates and the visitor's location re-render the
 * settings page's currency field and home's shelf gate, never the page around them (its heading
 * renders once).
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '@renderer/app/pages/HomePage';
import { SettingsPage } from '@renderer/app/pages/SettingsPage';
import type * as Ui from '@renderer/features/ui';
import { renderWithApp, TEST_API } from './render-app';

const headings = vi.hoisted(() => ({ renders: 0 }));
vi.mock('@renderer/features/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  return {
    ...ui,
    PageHeading: (props: Parameters<typeof ui.PageHeading>[0]) => {
      headings.renders += 1;
      return ui.PageHeading(props);
    },
  };
});

// GBP is not one of the base currencies: its option in the settings comes from the rates.
const rates = (base: 'JPY' | 'CNY') => ({ base, date: '2026-04-13', rates: { EUR: 0.005, USD: 0.0062, JPY: 1, CNY: 0.043, GBP: 0.0046 } });
let answered = 0;
const server = setupServer(
  http.get(`${TEST_API}/api/jpy-rates/`, () => ((answered += 1), HttpResponse.json(rates('JPY')))),
  http.get(`${TEST_API}/api/cny-rates/`, () => ((answered += 1), HttpResponse.json(rates('CNY')))),
  http.get(`${TEST_API}/api/location/`, () => ((answered += 1), HttpResponse.json({ currency: 'USD', region: 'US' }))),
  http.get(`${TEST_API}/api/figures/`, () =>
    HttpResponse.json({ count: 0, next: null, previous: null, results: [], facets: { series: [], manufacturer: [], line: [], scale: [], status: [] } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  headings.renders = 0;
  answered = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('render scope of late answers', () => {
  it('settings: the rates fill the currency list without rendering the page again', async () => {
    renderWithApp(<SettingsPage />);
    expect(await screen.findByRole('option', { name: /^GBP/ })).toBeInTheDocument();
    expect(headings.renders).toBe(1);
  });

  it('home: rates and location show the shelves without rendering the page again', async () => {
    renderWithApp(<HomePage />);
    await waitFor(() => expect(answered).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(screen.queryByText(/loading prices/i)).not.toBeInTheDocument());
    expect(headings.renders).toBe(1);
  });
});
