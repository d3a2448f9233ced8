/**
 * The results grid's first render (less total blocking time): when it can measure its place
 * before drawing (measureInitialBox: the catalogue's results column), the grid draws every card once,
 * in the render React can interrupt, and no synchronous second pass (a layout effect's or a measurement's
 * update: React's "nested-update") draws or redraws a card. Rendered on the server and hydrated, it
 * draws its first cards in CSS columns, and keeps those elements when it starts virtualising.
 */
import { Profiler, act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { SSRProvider } from '@fluentui/react-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FigureCard as FigureCardData } from '@shared/api';
import { UNMEASURED_CARDS, VirtualGrid, columnsFor } from '@renderer/features/catalogue/components/VirtualGrid';
import { AppProviders } from '@renderer/app/AppProviders';
import { createAppServices, type AppServices } from '@renderer/app/services';
import { sampleFigureCard } from '../support/samples';
import { renderWithApp, testPlatform } from './render-app';

// Each card renders one status badge: counting badges counts card renders.
const log = vi.hoisted(() => [] as string[]);
vi.mock('@renderer/features/catalogue/components/StatusBadge', () => ({
  StatusBadge: ({ status }: { status: string }) => {
    log.push('card');
    return <span>{status}</span>;
  },
}));

const WIDTH_PX = 1000;
/** A drawn row's height: a little taller than the grid's guess, as real rows are. */
const ROW_HEIGHT_PX = 400;

function figure(index: number): FigureCardData {
  return sampleFigureCard({ slug: `figure-${index}`, name: `Figure ${index}`, status: 'released' });
}

describe('<VirtualGrid> first render', () => {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  beforeEach(() => {
    log.length = 0;
    // jsdom lays nothing out: the grid is as wide as the container measured it, and a row is as
    // tall as a real one (the virtualiser measures each drawn row).
    for (const name of ['clientWidth', 'offsetHeight']) saved.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => WIDTH_PX });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.index === undefined ? 0 : ROW_HEIGHT_PX;
      },
    });
  });
  afterEach(() => {
    for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  });

  it('draws each card once, in its first render, when the container measured it (measureInitialBox)', () => {
    const figures = Array.from({ length: 48 }, (_, index) => figure(index));
    const grid = (
      <Profiler id="grid" onRender={(_id, phase) => log.push(phase)}>
        <VirtualGrid figures={figures} total={48} blur={false} hasMore={false} loadingMore={false} onLoadMore={() => undefined} label="Results" measureInitialBox={() => ({ width: WIDTH_PX, top: 0 })} />
      </Profiler>
    );
    const { getAllByRole, getByRole } = renderWithApp(grid);

    const cards = getAllByRole('listitem').length;
    // Columns from the measured width; rows for the viewport (jsdom's 768 px) plus the overscan.
    expect(getByRole('list', { name: 'Results' }).style.gridTemplateColumns).toBe(`repeat(${columnsFor(WIDTH_PX)}, minmax(0, 1fr))`);
    expect(cards).toBeGreaterThanOrEqual(columnsFor(WIDTH_PX) * 3);
    const mount = log.indexOf('mount');
    // Every card on screen was drawn in the first render (the measured rows, taller than the
    // guess, may leave fewer on screen after it: none is added).
    expect(log.slice(0, mount).filter((entry) => entry === 'card').length).toBeGreaterThanOrEqual(cards);
    // Later commits (the rows' measurements) redraw no card: the cards are memoised.
    expect(log.slice(mount + 1).filter((entry) => entry === 'card')).toEqual([]);
  });

  it('rendered on the server (the catalogue at request time), draws its first cards in CSS columns; hydrated, keeps them and virtualises', async () => {
    const figures = Array.from({ length: 48 }, (_, index) => figure(index));
    // One set of services per side, disposed at the end with the hydrated root: a query batch or
    // timer left running would reach React after the test environment is gone.
    const serverServices = createAppServices(testPlatform());
    const clientServices = createAppServices(testPlatform());
    const app = (services: AppServices, measureInitialBox?: () => null) => (
      <SSRProvider>
        <AppProviders services={services}>
          <MemoryRouter>
            <VirtualGrid figures={figures} total={48} blur={false} hasMore={false} loadingMore={false} onLoadMore={() => undefined} label="Results" measureInitialBox={measureInitialBox} />
          </MemoryRouter>
        </AppProviders>
      </SSRProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(serverServices));
    document.body.append(container);
    const served = [...container.querySelectorAll('[role=listitem]')];
    // The first screen at any width, its columns left to CSS (no width is known), the LCP picture first.
    expect(served).toHaveLength(UNMEASURED_CARDS);
    expect(container.querySelector<HTMLElement>('[role=list]')?.style.gridTemplateColumns).toBe('');
    expect(served[0]?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(served.map((item) => item.querySelector('img')?.getAttribute('loading'))).toEqual(['eager', 'eager', ...Array<string>(UNMEASURED_CARDS - 2).fill('lazy')]);

    const errors: unknown[] = [];
    let root: Root | undefined;
    try {
      // As the catalogue does while hydrating: its results column has no element yet to measure.
      await act(async () => {
        root = hydrateRoot(container, app(clientServices, () => null), { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      const list = container.querySelector<HTMLElement>('[role=list]');
      const columns = columnsFor(WIDTH_PX);
      expect(list?.style.gridTemplateColumns).toBe(`repeat(${columns}, minmax(0, 1fr))`);
      const drawn = [...container.querySelectorAll('[role=listitem]')];
      // Rows for the viewport plus the overscan, more than the served cards: the served ones are the same elements.
      expect(drawn.length % columns === 0 && drawn.length > UNMEASURED_CARDS).toBe(true);
      expect(drawn.slice(0, UNMEASURED_CARDS)).toEqual(served);
      expect(served.every((item) => item.isConnected)).toBe(true);
    } finally {
      await act(async () => root?.unmount());
      for (const services of [serverServices, clientServices]) services.queryClient.clear();
      container.remove();
    }
  });
});
