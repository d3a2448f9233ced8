import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { readPageState } from '@renderer/app/page-state';
import { PAGE_STATE_ID, pageStateElement } from '@shared/prerender/page-state';
import { sampleFigureDetail } from '../support/samples';

afterEach(() => {
  document.getElementById(PAGE_STATE_ID)?.remove();
  vi.restoreAllMocks();
});

/** Puts `html` (the server's data block, or a forged one) after #root, as the web server does. */
function serve(html: string) {
  document.body.insertAdjacentHTML('beforeend', html);
}

describe('readPageState (a request-time page hydrates with the data it was rendered from)', () => {
  it("reads the server's query cache, removes the block, and the client's cache then holds the figure", () => {
    const server = new QueryClient();
    const figure = sampleFigureDetail({ name: 'Rem </script><script>alert(1)</script>' });
    server.setQueryData(['catalogue', 'figure', figure.slug, 'false'], figure);
    serve(pageStateElement(dehydrate(server)));
    const state = readPageState(document);
    expect(document.getElementById(PAGE_STATE_ID)).toBeNull();
    expect(state).not.toBeNull();
    const client = new QueryClient();
    hydrate(client, state ?? {});
    expect(client.getQueryData(['catalogue', 'figure', figure.slug, 'false'])).toEqual(figure);
  });

  it('a page without the block (a build-time page) has none', () => {
    expect(readPageState(document)).toBeNull();
  });

  it.each([
    ['not JSON', `<script type="application/json" id="${PAGE_STATE_ID}">{"queries": [</script>`],
    ['not a query cache', `<script type="application/json" id="${PAGE_STATE_ID}">{"queries": "all"}</script>`],
    ['a query without a key', `<script type="application/json" id="${PAGE_STATE_ID}">{"queries": [{"queryHash": "x", "state": {"status": "success"}}]}</script>`],
    ['a failed query', `<script type="application/json" id="${PAGE_STATE_ID}">{"queries": [{"queryKey": ["x"], "queryHash": "[\\"x\\"]", "state": {"status": "error"}}]}</script>`],
  ])('a block that is %s is logged and ignored: the page asks the API instead', (_, html) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(html);
    expect(readPageState(document)).toBeNull();
    expect(String(error.mock.calls[0]?.[0])).toContain('page-state block');
    expect(document.getElementById(PAGE_STATE_ID)).toBeNull();
  });
});
