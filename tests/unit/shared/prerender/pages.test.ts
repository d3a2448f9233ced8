import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPrerendered, isRequestRendered, matchPage, PAGE_NAMES, PAGES, PRERENDERED_PAGES, prerenderedFacts, rendersAtRequest, type PageFacts } from '../../../../src/shared/prerender/pages';
import { SHELL_FILE, selectPage } from '../../../../src/shared/prerender/select-page';

/** The renderer's root, which Vite's manifest keys are relative to. */
const RENDERER = resolve(import.meta.dirname, '../../../../src/renderer');

/** An address of a path pattern: each `:param` filled in, `*` as an address no page has. */
const addressOf = (pattern: string) => (pattern === '*' ? '/no/such/page' : pattern.replace(/:[^/]+/g, 'x'));

const facts = (name: keyof typeof PAGES): PageFacts => PAGES[name];

describe('the page table (src/shared/prerender/pages.ts)', () => {
  it("keeps today's render modes: figure always at request time, home and the bare catalogue on a first visit, settings and the cart's frame at build time only, the others in the browser", () => {
    expect(PRERENDERED_PAGES).toEqual(['home', 'catalogue', 'figure', 'settings', 'cart']);
    expect(PAGES).toMatchObject({
      home: { path: '/', module: null, render: 'request-first-visit', prerenderUrl: '/' },
      catalogue: { path: '/figures', render: 'request-first-visit', prerenderUrl: '/figures', bareOnly: true },
      figure: { path: '/figures/:slug', render: 'request-always', prerenderUrl: '/figures/__frame__' },
      settings: { path: '/settings', render: 'build', prerenderUrl: '/settings' },
      cart: { path: '/cart', render: 'build', prerenderUrl: '/cart' },
    });
    for (const name of ['passwordReset', 'verifyEmail', 'oauthCallback', 'profile', 'confirmEmail', 'notifications', 'wishlist', 'checkoutAddress', 'checkoutDelivery', 'checkoutReview', 'orders', 'order', 'moderation', 'fulfilment', 'notFound'] as const) {
      expect(PAGES[name].render, name).toBe('client');
    }
  });

  it('names modules that exist (relative to the renderer root, as the manifest does), a lazy page module once', () => {
    const modules = PAGE_NAMES.map((name) => facts(name).module).filter((module) => module !== null);
    expect(new Set(modules).size).toBe(modules.length);
    const preloaded = PRERENDERED_PAGES.flatMap((page) => [...(prerenderedFacts(page).framePreloads ?? []), ...(prerenderedFacts(page).dataParts ?? [])]);
    for (const module of [...modules, ...preloaded]) expect(existsSync(join(RENDERER, module)), module).toBe(true);
  });

  it("declares every feature's page module: a page file left out of the table would be routed nowhere", () => {
    const features = join(RENDERER, 'src/features');
    const pageFiles = readdirSync(features).flatMap((feature) => {
      const folder = join(features, feature, 'pages');
      return existsSync(folder) ? readdirSync(folder).filter((file) => /^[A-Z]\w*Page\.tsx$/.test(file)).map((file) => `src/features/${feature}/pages/${file}`) : [];
    });
    expect(pageFiles.length).toBeGreaterThan(0);
    const declared = PAGE_NAMES.map((name) => facts(name).module);
    for (const file of pageFiles) expect(declared, file).toContain(file);
  });

  it('gives every page its own path pattern, of static and :param segments (or * for every other address)', () => {
    const paths = PAGE_NAMES.map((name) => PAGES[name].path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path, path).toMatch(/^(\*|\/|(\/(:?[a-z0-9-]+))+)$/);
  });

  it("selectPage picks each pre-rendered page for its own path, which the URL it is rendered from matches; every other page's path gets the shell", () => {
    for (const name of PAGE_NAMES) {
      const { path } = PAGES[name];
      const chosen = selectPage(addressOf(path), '', null);
      if (isPrerendered(name)) {
        expect(chosen.page, name).toBe(name);
        // (The figure frame's own URL is no figure a visitor can ask for: refusedFigureStatus.)
        expect(matchPage(name, prerenderedFacts(name).prerenderUrl), name).not.toBeNull();
      } else expect(chosen, name).toEqual({ file: SHELL_FILE, page: null, variant: null, status: 200 });
    }
  });

  it('matchPage: the parameters, as sent, of an address of the pattern; one trailing slash ignored; case-sensitive', () => {
    expect(matchPage('figure', '/figures/r%C3%A9m')).toEqual({ slug: 'r%C3%A9m' });
    expect(matchPage('figure', '/figures/rem/')).toEqual({ slug: 'rem' });
    expect(matchPage('verifyEmail', '/account/verify-email/MQ/abc')).toEqual({ uid: 'MQ', token: 'abc' });
    expect(matchPage('home', '/')).toEqual({});
    expect(matchPage('settings', '/settings/')).toEqual({});
    for (const [page, path] of [
      ['figure', '/figures/'],
      ['figure', '/figures//'],
      ['figure', '/figures/a/b'],
      ['figure', '/Figures/rem'],
      ['settings', '/settingsx'],
      ['home', '/x'],
      ['notFound', '/no/such/page'],
    ] as const) {
      expect(matchPage(page, path), `${page} ${path}`).toBeNull();
    }
  });

  it('rendersAtRequest: request-always for every visitor, request-first-visit for a first visit only, never else', () => {
    expect(PAGE_NAMES.filter((name) => rendersAtRequest(name, true))).toEqual(['home', 'catalogue', 'figure']);
    expect(PAGE_NAMES.filter((name) => rendersAtRequest(name, false))).toEqual(['figure']);
    expect(PAGE_NAMES.filter(isRequestRendered)).toEqual(['home', 'catalogue', 'figure']);
  });
});
