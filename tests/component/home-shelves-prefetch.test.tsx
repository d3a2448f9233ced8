import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HomeShelves } from '@renderer/features/catalogue';
import { renderWithApp, TEST_API } from './render-app';

// For home's LCP: the shelves' lists are asked for at mount, not once the shelves' chunk is
// in. Here that chunk never arrives, and the three lists are asked for all the same.
vi.mock('@renderer/features/catalogue/components/HomeShelves', () => new Promise(() => undefined));

const asked: string[] = [];
const server = setupServer(
  http.get(`${TEST_API}/api/figures/`, ({ request }) => {
    asked.push(new URL(request.url).searchParams.toString());
    return HttpResponse.json({ count: 0, next: null, previous: null, results: [], facets: { series: [], manufacturer: [], line: [], scale: [], status: [] } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('home shelves (LCP)', () => {
  it("asks for the three shelves' lists before their chunk is in", async () => {
    renderWithApp(<HomeShelves />);
    await vi.waitFor(() =>
      expect([...asked].sort()).toEqual([
        'adult=false&ordering=-created&page_size=6',
        'adult=false&ordering=-popularity&page_size=6',
        'adult=false&status=preorder&ordering=closing&page_size=6',
      ]), { timeout: 10_000 }
    );
  });
});
