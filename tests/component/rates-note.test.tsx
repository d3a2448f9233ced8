/** The rates note says how old the rates are and marks them stale past 3 ECB business days (docs/product-rules.md §Currency 9). */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RatesNote } from '@renderer/features/currency';
import { ratesAgeDays } from '@renderer/features/currency/RatesNote';
import { renderWithApp, TEST_API } from './render-app';

const rates = (base: 'JPY' | 'CNY') => ({ base, date: '2026-04-13', rates: { [base]: 1, EUR: 0.005, USD: 0.006 } });
const server = setupServer(
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json(rates('JPY'))),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json(rates('CNY'))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
});

/** Noon UTC on a day, as the fixed clock. */
const at = (isoDay: string) => Date.parse(`${isoDay}T12:00:00Z`);
const language = (value: 'en' | 'ja' | 'zh') => window.localStorage.setItem('user_preferences', JSON.stringify({ ui: { language: value } }));

describe('<RatesNote>', () => {
  it('counts whole days from the rates date', () => {
    expect(ratesAgeDays('2026-04-13', at('2026-04-13'))).toBe(0);
    expect(ratesAgeDays('2026-04-13', at('2026-04-20'))).toBe(7);
    expect(ratesAgeDays('2026-04-13', at('2026-11-23'))).toBe(224);
    expect(ratesAgeDays('2026-04-13', at('2026-04-10'))).toBe(0);
  });

  it('says how old fresh rates are, without a stale marker', async () => {
    renderWithApp(<RatesNote now={at('2026-04-14')} />);
    expect(await screen.findByRole('note')).toHaveTextContent('Converted prices use the ECB reference rates of 13 Apr 2026 (yesterday).');
    expect(screen.queryByText('Stale')).toBeNull();
  });

  it('is not yet stale at exactly 3 business days (Monday’s rates on Thursday)', async () => {
    renderWithApp(<RatesNote now={at('2026-04-16')} />);
    expect(await screen.findByRole('note')).toHaveTextContent('(3 days ago)');
    expect(screen.queryByText('Stale')).toBeNull();
  });

  it('is stale at 4 business days (Monday’s rates on Friday)', async () => {
    renderWithApp(<RatesNote now={at('2026-04-17')} />);
    expect(await screen.findByRole('note')).toHaveTextContent('(4 days ago).Stale');
  });

  it('skips the ECB’s holidays: Thursday’s rates are two business days old on the Wednesday after Easter (four weekdays)', async () => {
    server.use(http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json({ ...rates('JPY'), date: '2026-04-02' })));
    renderWithApp(<RatesNote now={at('2026-04-08')} />);
    expect(await screen.findByRole('note')).toHaveTextContent('(6 days ago)');
    expect(screen.queryByText('Stale')).toBeNull();
  });

  it('marks rates older than 3 business days stale, in text', async () => {
    renderWithApp(<RatesNote now={at('2026-11-23')} />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Converted prices use the ECB reference rates of 13 Apr 2026 (224 days ago).Stale');
    expect(screen.getByText('Stale')).toHaveAttribute('title', 'These rates are more than 3 business days old; converted prices are only approximate.');
  });

  it('speaks Japanese and Chinese', async () => {
    language('ja');
    const { unmount } = renderWithApp(<RatesNote now={at('2026-11-23')} />);
    expect(await screen.findByRole('note')).toHaveTextContent('224 日前');
    expect(screen.getByText('古いレート')).toBeInTheDocument();
    unmount();
    language('zh');
    renderWithApp(<RatesNote now={at('2026-11-23')} />);
    expect(await screen.findByRole('note')).toHaveTextContent('224天前');
    expect(screen.getByText('已过时')).toBeInTheDocument();
  });
});
