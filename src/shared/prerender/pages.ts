/**
 * The app's pages, each declared once: its route pattern, its lazy module as Vite's build manifest
 * names it, and how it reaches the browser. Strings only, so every side imports
 * it: the router and the renderer's page table (src/renderer/src/app/page-table.tsx adds each
 * page's loader, the queries it renders with and the loaders of its data parts, typed by this
 * table's names), selectPage (which file a request gets), the pre-render, the modulepreload tags,
 * the request-time renderer and the web servers. Adding a page: docs/architecture.md "Add a page".
 */

/** The chunk a page's first API call loads (src/renderer/src/api/runtime.ts: axios, every endpoint group). */
const API_CHUNK = 'src/api/runtime.ts';

/**
 * How a page reaches the browser:
 * - `client`: the empty shell (shell.html), rendered in the browser;
 * - `build`: pre-rendered at build time in every colour mode × language
 *   (`prerendered/<page>/<mode>.<language>.html`) and hydrated;
 * - `request-first-visit`: pre-rendered as `build`, and rendered again at request time with its data
 *   for a visitor without the `user_prefs` cookie (a returning visitor's content settings and
 *   currency are in Web Storage, which the server does not see);
 * - `request-always`: pre-rendered as `build`, and rendered again at request time with its data for
 *   every visitor (what it shows is the same for all of them).
 * A request-time render that gets no data in time (SERVER_DATA_LIMIT_MS) sends the build-time file.
 */
export type RenderMode = 'client' | 'build' | 'request-first-visit' | 'request-always';

interface PageFactsBase {
  /**
   * The route pattern, as React Router reads it: `/`-separated static segments and `:param`
   * segments; `*` is every address no other page has.
   */
  path: string;
  /**
   * The page's lazily loaded module as Vite's manifest names it (relative to src/renderer); null for
   * a page bundled in the entry.
   */
  module: string | null;
}

/** A page rendered in the browser only. */
export interface ClientPageFacts extends PageFactsBase {
  render: 'client';
}

/** A pre-rendered page (and maybe rendered again at request time: RenderMode). */
export interface PrerenderedPageFacts extends PageFactsBase {
  render: Exclude<RenderMode, 'client'>;
  /** The URL it is rendered from at build time (a page with a parameter renders its loading frame). */
  prerenderUrl: string;
  /** Only the address without a query gets the pre-rendered page: its query shows in the first render. */
  bareOnly?: boolean;
  /**
   * Manifest keys modulepreloaded with the build-time page besides its module: what it loads as it
   * mounts (the API chunk of a page that calls the API then). A page rendered at request time gets
   * none of these: its HTML carries what its first render reads.
   */
  framePreloads?: readonly string[];
  /**
   * Manifest keys of the lazy parts the page shows in its first render with data, modulepreloaded
   * with a request-time render; the renderer's page table loads the same before rendering and hydrating.
   */
  dataParts?: readonly string[];
}

export type PageFacts = ClientPageFacts | PrerenderedPageFacts;

/**
 * Every page, by name; the pre-rendered pages render in this order. The name is the folder of its
 * pre-rendered files, so renaming one changes the build's layout.
 */
export const PAGES = {
  // First visit only: it shows the local currency offer to those who never chose a currency; a
  // returning visitor's offer could vanish after hydration and move the shelves.
  home: {
    path: '/',
    module: null,
    render: 'request-first-visit',
    prerenderUrl: '/',
    dataParts: ['src/features/catalogue/components/HomeShelves.tsx', 'src/features/currency/CurrencyOfferBar.tsx'],
  },
  // First visit only: its first UNMEASURED_CARDS cards in CSS columns, which the grid keeps when it
  // has measured the window and starts virtualising (VirtualGrid). Search and facets show in its
  // first render: only the bare catalogue gets the pre-rendered page.
  catalogue: {
    path: '/figures',
    module: 'src/features/catalogue/pages/CataloguePage.tsx',
    render: 'request-first-visit',
    prerenderUrl: '/figures',
    bareOnly: true,
    framePreloads: [API_CHUNK],
  },
  // Always: its figure is the same for every visitor (with the first-time visitor's content
  // settings, which the client hydrates with). Built from its loading frame (no slug in it).
  figure: {
    path: '/figures/:slug',
    module: 'src/features/catalogue/pages/FigurePage.tsx',
    render: 'request-always',
    prerenderUrl: '/figures/__frame__',
    framePreloads: [API_CHUNK],
  },
  // Build time only: its LCP is text, already in the build-time page. No framePreloads: the API
  // chunk and its endpoint groups were a dozen more requests before hydrating, which a phone on
  // HTTP/1.1 (six connections, one round trip each) pays in turns: app start 5.5 → 4.4 s at 5× CPU.
  settings: {
    path: '/settings',
    module: 'src/app/pages/SettingsPage.tsx',
    render: 'build',
    prerenderUrl: '/settings',
  },
  passwordReset: { path: '/account/password-reset', module: 'src/features/auth/pages/PasswordResetPage.tsx', render: 'client' },
  verifyEmail: { path: '/account/verify-email/:uid/:token', module: 'src/features/auth/pages/VerifyEmailPage.tsx', render: 'client' },
  oauthCallback: { path: '/oauth/:provider/callback', module: 'src/features/auth/pages/OAuthCallbackPage.tsx', render: 'client' },
  profile: { path: '/account/profile', module: 'src/features/profile/pages/ProfilePage.tsx', render: 'client' },
  confirmEmail: { path: '/account/confirm-email/:uid/:token', module: 'src/features/profile/pages/ConfirmEmailPage.tsx', render: 'client' },
  notifications: { path: '/notifications', module: 'src/features/notifications/pages/NotificationsPage.tsx', render: 'client' },
  wishlist: { path: '/wishlist', module: 'src/app/pages/WishlistPage.tsx', render: 'client' },
  // Personal (the account's collection), in the browser only.
  collection: { path: '/collection', module: 'src/app/pages/CollectionPage.tsx', render: 'client' },
  // Someone's shared collection, read-only (its token in the address): in the browser only.
  sharedCollection: { path: '/shared/:token', module: 'src/app/pages/SharedCollectionPage.tsx', render: 'client' },
  // Personal (the device's or the account's cart), so build time only, as its loading frame: the
  // heading and "Loading your cart…" are in the HTML (its LCP is that text, not a script away), and
  // the lines come once it has hydrated and read the device's cart (or the account's).
  cart: { path: '/cart', module: 'src/app/pages/CartPage.tsx', render: 'build', prerenderUrl: '/cart' },
  // The checkout's steps (docs/product-rules.md §Checkout 1): the account's addresses and cart, in the browser only.
  checkoutAddress: { path: '/checkout/address', module: 'src/features/checkout/pages/CheckoutAddressPage.tsx', render: 'client' },
  checkoutDelivery: { path: '/checkout/delivery', module: 'src/features/checkout/pages/CheckoutDeliveryPage.tsx', render: 'client' },
  checkoutReview: { path: '/checkout/review', module: 'src/app/pages/CheckoutReviewPage.tsx', render: 'client' },
  // Personal (the account's orders), in the browser only; the order page shows the app's not-found page for an order that is not yours.
  orders: { path: '/orders', module: 'src/features/orders/pages/OrdersPage.tsx', render: 'client' },
  order: { path: '/orders/:id', module: 'src/app/pages/OrderPage.tsx', render: 'client' },
  moderation: { path: '/moderation', module: 'src/features/moderation/pages/ModerationPage.tsx', render: 'client' },
  // Staff's fulfilment page (moderators), in the browser only like the moderation page.
  fulfilment: { path: '/fulfilment', module: 'src/features/fulfilment/pages/FulfilmentPage.tsx', render: 'client' },
  notFound: { path: '*', module: null, render: 'client' },
} as const satisfies Record<string, PageFacts>;

export type PageName = keyof typeof PAGES;

/** The pages pre-rendered at build time (every render mode but `client`). */
export type PrerenderedPage = { [K in PageName]: (typeof PAGES)[K]['render'] extends 'client' ? never : K }[PageName];

/** The pages rendered again at request time with their data (`request-first-visit`, `request-always`). */
export type RequestRenderedPage = { [K in PageName]: (typeof PAGES)[K]['render'] extends 'request-first-visit' | 'request-always' ? K : never }[PageName];

/** Every page name, in the table's order. */
export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/** Whether `page` is pre-rendered at build time. */
export function isPrerendered(page: PageName): page is PrerenderedPage {
  return PAGES[page].render !== 'client';
}

/** The pre-rendered pages, in the table's order. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = PAGE_NAMES.filter(isPrerendered);

/** `page`'s facts, with every optional field of a pre-rendered page readable. */
export function prerenderedFacts(page: PrerenderedPage): PrerenderedPageFacts {
  return PAGES[page];
}

/** Whether `page` is rendered at request time with its data. */
export function isRequestRendered(page: PageName): page is RequestRenderedPage {
  const { render } = PAGES[page];
  return render === 'request-first-visit' || render === 'request-always';
}

/**
 * Whether a request for `page` is rendered at request time with its data: always for
 * `request-always`, for a first visit (no `user_prefs` cookie) for `request-first-visit`, never else.
 */
export function rendersAtRequest(page: PageName, firstVisit: boolean): boolean {
  const { render } = PAGES[page];
  return render === 'request-always' || (render === 'request-first-visit' && firstVisit);
}

/**
 * The parameters of `pathname` (as sent: percent-encoded, one trailing slash ignored) when it
 * matches `page`'s path pattern: `{ slug: 'rem' }` for `/figures/rem` and the figure page, `{}` for
 * a pattern without parameters; null when it does not match (a `:param` segment matches one
 * non-empty segment; matching is case-sensitive). Null for the `*` pattern, which no address matches here.
 */
export function matchPage(page: PageName, pathname: string): Record<string, string> | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const pattern = PAGES[page].path.split('/');
  const segments = path.split('/');
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] as string;
    if (part.startsWith(':') && segment !== '') params[part.slice(1)] = segment;
    else if (part !== segment || part === '*') return null;
  }
  return params;
}
