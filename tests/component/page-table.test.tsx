import { resolve } from 'node:path';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, PAGES } from '@shared/prerender/pages';
import { PAGE_TABLE } from '@renderer/app/page-table';
import { AppRoutes, pageComponent } from '@renderer/app/router';

/** An address of a path pattern: each `:param` filled in, `*` as an address no page has. */
const addressOf = (pattern: string) => (pattern === '*' ? '/no/such/page' : pattern.replace(/:[^/]+/g, 'x'));

/** AppRoutes' route tree, as React Router reads it (<Routes> → its layout route → the pages). */
function appRoutes() {
  const routes = AppRoutes() as ReactElement<{ children: ReactNode }>;
  return createRoutesFromChildren(routes.props.children);
}

describe('the router and the page table (src/shared/prerender/pages.ts, app/page-table.tsx)', () => {
  it("routes every page's address to that page's component, inside the layout route", () => {
    const routes = appRoutes();
    for (const name of PAGE_NAMES) {
      const matches = matchRoutes(routes, addressOf(PAGES[name].path));
      const leaf = matches?.at(-1)?.route;
      expect(matches, name).toHaveLength(2);
      expect(leaf?.path ?? (leaf?.index ? '/' : undefined), name).toBe(PAGES[name].path);
      expect(isValidElement(leaf?.element) && leaf.element.type, name).toBe(pageComponent(name));
    }
  });

  it('has a route for each page of the table and no other', () => {
    const [layout] = appRoutes();
    const pages = layout?.children ?? [];
    expect(pages.map((route) => (route.index ? '/' : route.path)).sort()).toEqual(PAGE_NAMES.map((name) => PAGES[name].path).sort());
  });

  it("loads, for each lazy page, the module its manifest key names (the one its HTML modulepreloads)", async () => {
    for (const name of PAGE_NAMES) {
      const { module } = PAGES[name];
      const parts = PAGE_TABLE[name];
      expect('load' in parts, name).toBe(module !== null);
      if (module === null || !('load' in parts)) continue;
      const loaded = await parts.load();
      const named: Record<string, unknown> = await import(/* @vite-ignore */ resolve(import.meta.dirname, '../../src/renderer', module));
      expect(Object.values(named), name).toContain(loaded.default);
    }
  });
});
