/**
 * Catalogue components: the filters with their counts, a card's blur and reveal under the content
 * settings (docs/product-rules.md §Adult 6), and no price (nor price sorting) while show_prices is off.
 */
import { Suspense } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FigureFacets } from '@shared/api';
import { FacetPanel } from '@renderer/features/catalogue/components/FacetPanel';
import { FigureCard as PublicFigureCard } from '@renderer/features/catalogue';
import { FigureCard } from '@renderer/features/catalogue/components/FigureCard';
import { SortMenu } from '@renderer/features/catalogue/components/SortMenu';
import { emptyCatalogueState } from '@renderer/features/catalogue/url-state';
import { productLineName } from '@renderer/features/catalogue/display';
import { useCatalogueTranslation } from '@renderer/features/catalogue/strings';
import { sampleFigureCard } from '../support/samples';
import { renderWithApp, TEST_API } from './render-app';

const perEuro: Record<string, number> = { EUR: 1, USD: 1.1684, JPY: 186.75, CNY: 7.9827 };
const rates = (base: 'JPY' | 'CNY') => ({
  base,
  date: '2026-04-13',
  rates: Object.fromEntries(Object.entries(perEuro).map(([code, value]) => [code, value / perEuro[base]!])),
});
const server = setupServer(
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json(rates('JPY'))),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json(rates('CNY'))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

const store = (preferences: object) => window.localStorage.setItem('user_preferences', JSON.stringify(preferences));

const card = sampleFigureCard;

describe('product line names (docs/product-rules.md §Locales 7)', () => {
  function Lines() {
    const { t } = useCatalogueTranslation();
    return <p>{[{ slug: 'scale-figure', name: 'Scale figure' }, { slug: 'plush', name: 'Plush' }, { slug: 'resin-statue', name: 'Resin statue' }].map((line) => productLineName(t, line)).join(' | ')}</p>;
  }
  it('are written in the interface language; a line the strings do not know keeps the API’s name', async () => {
    window.localStorage.setItem('user_preferences', JSON.stringify({ ui: { language: 'ja' } }));
    const { unmount } = renderWithApp(<Lines />);
    expect(await screen.findByText('スケールフィギュア | ぬいぐるみ | Resin statue')).toBeInTheDocument();
    unmount();
    window.localStorage.setItem('user_preferences', JSON.stringify({ ui: { language: 'zh' } }));
    const zh = renderWithApp(<Lines />);
    expect(await screen.findByText('比例手办 | 毛绒玩偶 | Resin statue')).toBeInTheDocument();
    zh.unmount();
    window.localStorage.removeItem('user_preferences');
    renderWithApp(<Lines />);
    expect(await screen.findByText('Scale figure | Plush | Resin statue')).toBeInTheDocument();
  });
});

describe('<FacetPanel>', () => {
  const facets: FigureFacets = {
    // As the API orders them: most figures first.
    status: [
      { slug: 'released', name: 'Released', count: 6731 },
      { slug: 'preorder', name: 'Pre-order', count: 12 },
      { slug: 'in_stock', name: 'In stock', count: 3 },
    ],
    scale: [{ slug: '1/7', name: '1/7', count: 9 }],
    manufacturer: Array.from({ length: 10 }, (_, index) => ({ slug: `maker-${index}`, name: `Maker ${index}`, count: 20 - index })),
    series: [],
    line: [],
  };

  it('shows one group per facet with each value and its count, and reports a toggle', () => {
    const onToggle = vi.fn();
    renderWithApp(<FacetPanel facets={facets} state={{ ...emptyCatalogueState, status: ['preorder'] }} onToggle={onToggle} />);
    const availability = screen.getByRole('group', { name: 'Availability' });
    expect(within(availability).getByRole('checkbox', { name: 'Pre-order (12)' })).toBeChecked();
    expect(within(availability).getByRole('checkbox', { name: 'In stock (3)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '1/7 (9)' })).toBeInTheDocument();
    // Counts are written with digit grouping, as the result count is (docs/product-rules.md §Locales 3).
    expect(within(availability).getByRole('checkbox', { name: 'Released (6,731)' })).not.toBeChecked();
    // The sale lifecycle's order, not the counts' (Released has the most here).
    expect(within(availability).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('span')?.textContent)).toEqual(['Pre-order (12)', 'In stock (3)', 'Released (6,731)']);
    // Empty facets have no group.
    expect(screen.queryByRole('group', { name: 'Series' })).toBeNull();

    fireEvent.click(within(availability).getByRole('checkbox', { name: 'In stock (3)' }));
    expect(onToggle).toHaveBeenLastCalledWith('status', 'in_stock', true);
    fireEvent.click(within(availability).getByRole('checkbox', { name: 'Pre-order (12)' }));
    expect(onToggle).toHaveBeenLastCalledWith('status', 'preorder', false);
  });

  it('offers a release range: two month fields, each reporting the whole range', () => {
    const onReleaseRange = vi.fn();
    renderWithApp(<FacetPanel facets={facets} state={{ ...emptyCatalogueState, releasedBefore: '2027-06' }} onToggle={() => {}} onReleaseRange={onReleaseRange} />);
    const range = screen.getByRole('group', { name: 'Release date' });
    const from = within(range).getByLabelText('From');
    expect(within(range).getByLabelText('To')).toHaveValue('2027-06');
    fireEvent.change(from, { target: { value: '2026-11' } });
    expect(onReleaseRange).toHaveBeenLastCalledWith('2026-11', '2027-06');
    fireEvent.change(within(range).getByLabelText('To'), { target: { value: '' } });
    expect(onReleaseRange).toHaveBeenLastCalledWith(null, null);
  });

  it('offers a price range in the collector’s currency, applied on leaving the field or Enter, never per keystroke', () => {
    const onPriceRange = vi.fn();
    renderWithApp(<FacetPanel facets={facets} state={{ ...emptyCatalogueState, priceMax: 80, priceCurrency: 'USD' }} onToggle={() => {}} onPriceRange={onPriceRange} priceCurrency="USD" />);
    const range = screen.getByRole('group', { name: 'Price (USD)' });
    const lowest = within(range).getByRole('spinbutton', { name: 'Lowest' });
    expect(within(range).getByRole('spinbutton', { name: 'Highest' })).toHaveValue(80);
    fireEvent.change(lowest, { target: { value: '2' } });
    fireEvent.change(lowest, { target: { value: '25' } });
    expect(onPriceRange).not.toHaveBeenCalled();
    fireEvent.blur(lowest);
    expect(onPriceRange).toHaveBeenLastCalledWith(25, 80, 'USD');
    fireEvent.change(within(range).getByRole('spinbutton', { name: 'Highest' }), { target: { value: '' } });
    fireEvent.keyDown(within(range).getByRole('spinbutton', { name: 'Highest' }), { key: 'Enter' });
    expect(onPriceRange).toHaveBeenLastCalledWith(null, null, 'USD');
    expect(onPriceRange).toHaveBeenCalledTimes(2);
  });

  it('offers no price range without its handler (prices hidden)', () => {
    renderWithApp(<FacetPanel facets={facets} state={emptyCatalogueState} onToggle={() => {}} priceCurrency="USD" />);
    expect(screen.queryByRole('group', { name: 'Price (USD)' })).toBeNull();
  });

  it('shows 8 values of a long facet until "Show all", and keeps a chosen value the results no longer count', () => {
    renderWithApp(<FacetPanel facets={facets} state={{ ...emptyCatalogueState, manufacturer: ['gone'] }} onToggle={() => {}} />);
    const makers = screen.getByRole('group', { name: 'Manufacturer' });
    // 8 collapsed plus the chosen one outside them.
    expect(within(makers).getAllByRole('checkbox')).toHaveLength(9);
    expect(within(makers).getByRole('checkbox', { name: 'gone (0)' })).toBeChecked();
    fireEvent.click(within(makers).getByRole('button', { name: 'Show all 11' }));
    expect(within(makers).getAllByRole('checkbox')).toHaveLength(11);
  });
});

describe('<FigureCard>', () => {
  it('shows picture, name linking to the figure page, manufacturer, status and the price', async () => {
    store({ currency: { primary: 'USD', display_format: 'symbol' } });
    renderWithApp(<FigureCard figure={card()} blur />);
    const article = screen.getByRole('article', { name: 'Rem Summer Ver. 1/7' });
    expect(within(article).getByRole('link', { name: 'Rem Summer Ver. 1/7' })).toHaveAttribute('href', '/figures/rem-summer-ver-1-7-1');
    expect(within(article).getByRole('img', { name: 'Picture of Rem Summer Ver. 1/7' })).toHaveAttribute('data-blurred', 'false');
    expect(within(article).getByText('Pre-order')).toBeInTheDocument();
    expect(await within(article).findByText('≈ $80.08')).toBeInTheDocument();
    // No reveal button; the wishlist heart is there (the cart's button: add-to-cart-button.test.tsx).
    expect(within(article).queryByRole('button', { name: /^Show the picture/ })).toBeNull();
    expect(within(article).getByRole('button', { name: 'Add Rem Summer Ver. 1/7 to wishlist' })).toBeInTheDocument();
  });

  it('tells same-named figures apart: series, maker and release month, and the whole name on hover', () => {
    renderWithApp(
      <>
        <FigureCard figure={card({ slug: 'a', name: 'Homura Himura Plush', series: { slug: 'p', name: 'Phantom Saga' }, release: '2024-02' })} blur />
        <FigureCard figure={card({ slug: 'b', name: 'Homura Himura Plush', series: { slug: 'e', name: 'Emerald Pilots' }, release: '2024-06' })} blur />
      </>,
    );
    const [first, second] = screen.getAllByRole('article', { name: 'Homura Himura Plush' });
    expect(within(first!).getByText('Phantom Saga')).toBeInTheDocument();
    expect(within(first!).getByText('Alter · Feb 2024')).toBeInTheDocument();
    expect(within(second!).getByText('Emerald Pilots')).toBeInTheDocument();
    expect(within(second!).getByText('Alter · Jun 2024')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Homura Himura Plush' })).toHaveAttribute('title', 'Homura Himura Plush');
  });

  it('blurs an adult figure under blur_nsfw until its own "Show" button is pressed', () => {
    renderWithApp(<FigureCard figure={card({ slug: 'adult-1', name: 'Beach Idol 1/6', adult: true })} blur />);
    const article = screen.getByRole('article', { name: 'Beach Idol 1/6' });
    expect(within(article).getByRole('img')).toHaveAttribute('data-blurred', 'true');
    expect(within(article).getByRole('img')).toHaveAccessibleName('Blurred picture of Beach Idol 1/6 (adult content)');
    fireEvent.click(within(article).getByRole('button', { name: 'Show the picture of Beach Idol 1/6' }));
    expect(within(article).getByRole('img')).toHaveAttribute('data-blurred', 'false');
    expect(within(article).queryByRole('button', { name: /^Show the picture/ })).toBeNull();
  });

  it('gives its picture known width and height, loads it lazily, and fetches it first only as the priority card (§Web 11)', () => {
    const { unmount } = renderWithApp(<FigureCard figure={card()} blur={false} />);
    const lazy = screen.getByRole('img');
    expect(lazy).toHaveAttribute('width', String(card().images[0]!.width));
    expect(lazy).toHaveAttribute('height', String(card().images[0]!.height));
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('fetchpriority', 'auto');
    unmount();
    renderWithApp(<FigureCard figure={card()} blur={false} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('does not blur an adult figure while blur_nsfw is off', () => {
    renderWithApp(<FigureCard figure={card({ slug: 'adult-2', name: 'Bath Ver.', adult: true })} blur={false} />);
    expect(screen.getByRole('img')).toHaveAttribute('data-blurred', 'false');
    expect(screen.queryByRole('button', { name: /^Show the picture/ })).toBeNull();
  });

  it('shows the Japanese name in the ja interface', async () => {
    store({ ui: { language: 'ja' } });
    renderWithApp(<FigureCard figure={card()} blur />);
    expect(await screen.findByRole('article', { name: 'レム 夏Ver. 1/7' })).toBeInTheDocument();
  });

  it('shows no price at all while show_prices is off', async () => {
    store({ content: { show_prices: false }, currency: { primary: 'USD' } });
    const { container } = renderWithApp(<FigureCard figure={card()} blur />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-price]')).toBeNull();
    expect(screen.queryByText(/12,800|\$/)).toBeNull();
  });

  it("is public as a lazy chunk: other features' pages get the same card once its code is in", async () => {
    // Awaited act: React retries a suspended use() only inside one under the test's act environment.
    await act(async () => {
      renderWithApp(
        <Suspense fallback={<p>Loading the card</p>}>
          <PublicFigureCard figure={card()} blur />
        </Suspense>,
      );
    });
    const article = await screen.findByRole('article', { name: 'Rem Summer Ver. 1/7' }, { timeout: 15_000 });
    expect(within(article).getByRole('link', { name: 'Rem Summer Ver. 1/7' })).toHaveAttribute('href', '/figures/rem-summer-ver-1-7-1');
    expect(screen.queryByText('Loading the card')).toBeNull();
  });
});

describe('<SortMenu>', () => {
  const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

  it('offers price orderings only while prices show, and relevance only while searching', () => {
    const { rerender } = renderWithApp(<SortMenu value={null} searching={false} showPrices onChange={() => {}} />);
    expect(optionNames()).toEqual(['Newest', 'Release date, earliest first', 'Release date, latest first', 'Price, lowest first', 'Price, highest first', 'Most popular', 'Pre-order closing date, soonest first']);
    rerender(<SortMenu value={null} searching showPrices={false} onChange={() => {}} />);
    expect(optionNames()).toEqual(['Relevance', 'Newest', 'Release date, earliest first', 'Release date, latest first', 'Most popular', 'Pre-order closing date, soonest first']);
  });

  it('reports the choice, with the default as null', () => {
    const onChange = vi.fn();
    renderWithApp(<SortMenu value={null} searching={false} showPrices onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: '-price' } });
    expect(onChange).toHaveBeenLastCalledWith('-price');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: '-created' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
