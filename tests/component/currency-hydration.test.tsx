/**
 * Less total blocking time: a component that hydrated with the rates the page was rendered
 * with is not rendered again when hydration ends. The 24 h Web Storage copy is left out of the
 * hydrating render (the server had none), and that choice is made once, at mount: TanStack uses
 * initialData only when it creates the query, so switching it on after hydration changed nothing but
 * rendered every price on the page again, in one synchronous task.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@renderer/app/AppProviders';
import { createAppServices } from '@renderer/app/services';
import { QueryClient } from '@tanstack/react-query';
import { currencyKeys, rememberServedCurrencyData, useExchangeRates } from '@renderer/features/currency';
import { setAdoptingServerHtml } from '@renderer/platform/use-hydrated';
import { testPlatform } from './render-app';

const rates = { jpyRates: { base: 'JPY', date: '2026-04-10', rates: { JPY: 1, USD: 0.0063 } }, cnyRates: { base: 'CNY', date: '2026-04-10', rates: { CNY: 1, USD: 0.146 } } };

afterEach(() => setAdoptingServerHtml(false));

describe('rates consumers while hydrating', () => {
  it('render once while hydrating with the served rates, and not again when hydration ends', async () => {
    // A returning visitor: Web Storage holds the 24 h copy (which the server never had).
    window.localStorage.setItem('anime_exchange_rates', JSON.stringify({ savedAt: Date.now(), value: rates }));
    let renders = 0;
    function Probe() {
      const query = useExchangeRates();
      renders += 1;
      return <p>{query.data ? `rates of ${query.data.jpyRates.date}` : 'no rates'}</p>;
    }
    const app = (services: ReturnType<typeof createAppServices>) => (
      <AppProviders services={services}>
        <MemoryRouter>
          <Probe />
        </MemoryRouter>
      </AppProviders>
    );
    setAdoptingServerHtml(true);
    const server = createAppServices(testPlatform());
    server.queryClient.setQueryData(currencyKeys.rates(), rates);
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(server));
    document.body.append(container);

    const client = createAppServices(testPlatform());
    client.queryClient.setQueryData(currencyKeys.rates(), rates);
    renders = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app(client), { onRecoverableError: (error) => errors.push(error) });
    });
    setAdoptingServerHtml(false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('rates of 2026-04-10');
    expect(renders).toBe(1);
    container.remove();
  });

  it("keeps the served rates and location in the spec's 24 h Web Storage caches, stamped when the server fetched them", () => {
    const queryClient = new QueryClient();
    const savedAt = Date.now() - 60_000;
    queryClient.setQueryData(currencyKeys.rates(), { ...rates, savedAt, stale: false });
    queryClient.setQueryData(currencyKeys.location(), { currency: 'USD', region: 'US', savedAt, stale: false });
    rememberServedCurrencyData(queryClient, window.localStorage);
    expect(JSON.parse(window.localStorage.getItem('anime_exchange_rates') ?? 'null')).toEqual({ ...rates, timestamp: savedAt });
    expect(JSON.parse(window.localStorage.getItem('anime_user_location') ?? 'null')).toEqual({ currency: 'USD', region: 'US', timestamp: savedAt });
  });

  it('writes nothing for a page without them, nor a stale answer', () => {
    const queryClient = new QueryClient();
    rememberServedCurrencyData(queryClient, window.localStorage);
    queryClient.setQueryData(currencyKeys.rates(), { ...rates, savedAt: 1, stale: true });
    rememberServedCurrencyData(queryClient, window.localStorage);
    expect(window.localStorage.getItem('anime_exchange_rates')).toBeNull();
    expect(window.localStorage.getItem('anime_user_location')).toBeNull();
  });
});
