/**
 * Every API path (relative to the API host; trailing slashes as DRF routes them),
 * plus the demo API's own pages. Parametrised paths are functions that URL-encode their arguments.
 */
import type { SocialProvider } from './account';
import type { PatchablePreferencesGroup } from './preferences';

/** A preferences group with its own endpoint: content, currency, ui (PATCH) and discord (GET/PATCH). */
type PreferencesEndpointGroup = PatchablePreferencesGroup | 'discord';

const seg = (value: string | number) => encodeURIComponent(String(value));

export const apiPaths = {
  login: '/api/account/login/',
  register: '/api/account/register/',
  passwordReset: '/api/account/password/reset/',
  passwordResetConfirm: '/api/account/password/reset/confirm/',
  tokenRefresh: '/api/account/token/refresh/',
  /** RFC 7009-style revocation of a refresh token (and its family); decided for sign-out. */
  tokenRevoke: '/api/account/token/revoke/',
  verifyEmail: (uid: string, token: string) => `/api/account/verify-email/${seg(uid)}/${seg(token)}/`,
  socialLogin: (provider: SocialProvider) => `/api/account/social/${seg(provider)}/`,
  profile: '/api/account/profile/',
  profileUpdate: '/api/account/profile/update/',
  profileUpdateStatus: '/api/account/profile/update-status/',
  uploadBackground: '/api/account/profile/upload-background/',
  uploadPicture: '/api/account/profile/upload-picture/',
  /** Account settings: change the password, change the e-mail (+ confirm), resend the verification mail, delete the account. */
  passwordChange: '/api/account/password/change/',
  emailChange: '/api/account/email/change/',
  emailChangeConfirm: '/api/account/email/change/confirm/',
  verifyEmailResend: '/api/account/verify-email/resend/',
  accountDelete: '/api/account/delete/',
  preferences: '/api/account/preferences/',
  preferencesGroup: (group: PreferencesEndpointGroup) => `/api/account/preferences/${seg(group)}/`,
  preferencesDiscord: '/api/account/preferences/discord/',
  notifications: '/api/notifications/',
  notificationRead: (id: number | string) => `/api/notifications/${seg(id)}/read/`,
  notificationsCount: '/api/notifications/count/',
  /** Marks every notification of the user read. */
  notificationsReadAll: '/api/notifications/read-all/',
  /** The signed-in user's wishlist: list, add; one figure; merge the device's list at sign-in. */
  wishlist: '/api/account/wishlist/',
  wishlistItem: (slug: string) => `/api/account/wishlist/${seg(slug)}/`,
  wishlistMerge: '/api/account/wishlist/merge/',
  /** The signed-in user's collection: its page of figures with counts; slug → state; a figure bought elsewhere. */
  collection: '/api/account/collection/',
  collectionStates: '/api/account/collection/states/',
  collectionSummary: '/api/account/collection/summary/',
  /** The collection as CSV (GET), and a CSV read back into it (POST; `?confirm=true` writes, else a preview). */
  collectionExport: '/api/account/collection/export/',
  collectionImport: '/api/account/collection/import/',
  /** The collection's share link: GET (the token or null), POST (a new token; the old one stops working), DELETE (private again). */
  collectionShare: '/api/account/collection/share/',
  /** A shared collection, read-only, without sign-in. */
  sharedCollection: (token: string) => `/api/shared/collections/${seg(token)}/`,
  collectionOwned: (slug: string) => `/api/account/collection/owned/${seg(slug)}/`,
  /** The signed-in user's cart: list, add; one line (set quantity, remove); merge the device's cart at sign-in. */
  cart: '/api/account/cart/',
  cartItem: (slug: string) => `/api/account/cart/${seg(slug)}/`,
  cartMerge: '/api/account/cart/merge/',
  /** Prices the anonymous visitor's device cart (no account). */
  cartPreview: '/api/cart/preview/',
  /** The signed-in user's address book: list, add; one address (read, edit, delete, make default). */
  addresses: '/api/account/addresses/',
  address: (id: number | string) => `/api/account/addresses/${seg(id)}/`,
  /** Prices the cart for an address and a delivery method (the checkout's delivery and review steps). */
  checkoutQuote: '/api/account/checkout/quote/',
  /** Orders: list and place (Idempotency-Key); one order; open a payment session for it. */
  orders: '/api/orders/',
  order: (id: number | string) => `/api/orders/${seg(id)}/`,
  /** One-click digest unsubscribe: `?token=` from the digest e-mail. */
  unsubscribe: '/api/account/unsubscribe/',
  /** Moderator tools: edit a figure, announce, read the change log. */
  cnyRates: '/api/cny-rates/',
  jpyRates: '/api/jpy-rates/',
  location: '/api/location/',
  /** The catalogue: list with search, filters, facets; one figure; series; manufacturers. */
  figures: '/api/figures/',
  figure: (slug: string) => `/api/figures/${seg(slug)}/`,
  series: '/api/series/',
  manufacturers: '/api/manufacturers/',
} as const;

/** Fastify route patterns for the parametrised paths above (used by the demo API). */
export const apiRoutePatterns = {
  verifyEmail: '/api/account/verify-email/:uid/:token/',
  socialLogin: '/api/account/social/:provider/',
  notificationRead: '/api/notifications/:id/read/',
  figure: '/api/figures/:slug/',
  wishlistItem: '/api/account/wishlist/:slug/',
  collectionOwned: '/api/account/collection/owned/:slug/',
  sharedCollection: '/api/shared/collections/:token/',
  cartItem: '/api/account/cart/:slug/',
  address: '/api/account/addresses/:id/',
  order: '/api/orders/:id/',
  orderPayment: '/api/orders/:id/payment/',
  orderLineCancel: '/api/orders/:id/lines/:position/cancel/',
  orderLineCancellationRequest: '/api/orders/:id/lines/:position/cancellation-request/',
  orderShipTogether: '/api/orders/:id/ship-together/',
  fulfilmentShip: '/api/fulfilment/orders/:id/shipments/:position/ship/',
  fulfilmentDeliver: '/api/fulfilment/orders/:id/shipments/:position/deliver/',
  fulfilmentRefund: '/api/fulfilment/orders/:id/lines/:position/refund/',
  fulfilmentCancellation: '/api/fulfilment/orders/:id/lines/:position/cancellation/',
  moderationFigure: '/api/moderation/figures/:slug/',
  /** A figure's generated picture: `<position>-<version>.svg` (the version makes the URL immutable). */
  figureImage: '/api/figures/:slug/images/:file',
} as const;

/** The demo API's non-API pages (docs/architecture.md "Demo API"; the demo banner's links: docs/product-rules.md §Demo). */
export const demoPaths = {
  /** The stand-in OAuth provider's authorize page. */
  oauthAuthorize: (provider: SocialProvider) => `/oauth/${seg(provider)}/authorize`,
  dashboard: '/dashboard',
  /** Dashboard action: send today's digest e-mails now. */
  dashboardDigests: '/dashboard/digests',
  graphql: '/graphql',
  /** The demo payment provider's checkout page for a session, and its 3-D Secure style confirmation step. */
  paymentPage: (sessionId: string) => `/pay/${seg(sessionId)}`,
  paymentAuthenticate: (sessionId: string) => `/pay/${seg(sessionId)}/authenticate`,
  /** Prefix under which uploaded files are served. */
  media: '/media/',
} as const;
