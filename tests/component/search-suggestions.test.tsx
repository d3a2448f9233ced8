/**
 * The header search suggests names as the collector types (docs/product-rules.md §Catalogue 13): loaded on
 * first focus, top 5 after a pause, an ARIA combobox driven by ↓ ↑ Enter Escape, a click opens one.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Outlet, RouterProvider, createMemoryRouter, useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@renderer/app/AppProviders';
import { createAppServices } from '@renderer/app/services';
import { HeaderSearch } from '@renderer/features/catalogue/components/HeaderSearch';
import { sampleFigureCard } from '../support/samples';
import { TEST_API, testPlatform } from './render-app';

const asked: string[] = [];
const names = ['Homura Himura Plush', 'Homura Himura 1/7', 'Homura Himura Nendoroid', 'Homura Racing Ver.', 'Homura Summer', 'Homura Winter'];
const server = setupServer(
  http.get(`${TEST_API}/api/figures/`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params.toString());
    const results = params.get('search') === 'zzz' ? [] : names.slice(0, Number(params.get('page_size'))).map((name, i) => sampleFigureCard({ slug: `homura-${i}`, name, name_ja: name }));
    return HttpResponse.json({ count: results.length, next: null, previous: null, results, facets: { series: [], manufacturer: [], line: [], scale: [], status: [] } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  window.localStorage.clear();
});
afterAll(() => server.close());

function Figure() {
  return <p>figure {useParams().slug}</p>;
}

function renderSearch() {
  const router = createMemoryRouter([
    {
      element: (
        <header style={{ position: 'relative' }}>
          <HeaderSearch />
          <Outlet />
        </header>
      ),
      children: [
        { index: true, element: <p>home</p> },
        { path: 'figures', element: <p>catalogue</p> },
        { path: 'figures/:slug', element: <Figure /> },
      ],
    },
  ]);
  render(
    <AppProviders services={createAppServices(testPlatform())}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const field = () => screen.getByRole('combobox', { name: 'Search figures' });

describe('search suggestions', () => {
  it('suggests the top 5 after a pause, moves with ↓ and ↑ (wrapping), opens the chosen one with Enter', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    await user.click(field());
    const combobox = await screen.findByRole('combobox', { name: 'Search figures' });
    await user.type(combobox, 'homu');
    const list = await screen.findByRole('listbox', { name: 'Suggested figures' });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-controls', list.id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(names.slice(0, 5).map((name) => `${name}Re:Zero · Alter · Apr 2027`));
    // One request for the settled text, not one per key.
    expect(asked).toEqual(['search=homu&adult=false&page_size=5']);

    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/figures/homura-1'));
    expect(screen.getByText('figure homura-1')).toBeInTheDocument();
  });

  it('Enter without a chosen name searches as before; Escape closes only the list; a click opens one', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    await user.click(field());
    await user.type(await screen.findByRole('combobox', { name: 'Search figures' }), 'homu');
    await screen.findByRole('listbox', { name: 'Suggested figures' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Search figures' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=homu'));

    await user.type(screen.getByRole('combobox', { name: 'Search figures' }), 'r');
    await user.click(await screen.findByRole('option', { name: /Homura Racing Ver\./ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/figures/homura-3'));
  });

  it('asks nothing for one character, shows nothing when nothing matches', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(field());
    const combobox = await screen.findByRole('combobox', { name: 'Search figures' });
    await user.type(combobox, 'h');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    await user.clear(combobox);
    await user.type(combobox, 'zzz');
    await waitFor(() => expect(asked).toContain('search=zzz&adult=false&page_size=5'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });
});
