/**
 * Every API path of spec point 7 (relative to the API host; trailing slashes as DRF routes them),
 * plus the demo API's own pages. Parametrised paths are functions that URL-encode their arguments.
 */
import type { SocialProvider } from './account';
import type { PatchablePreferencesGroup } from './preferences';

/** A preferences group with its own endpoint: content, currency, ui (PATCH) and discord (GET/PATCH). */
export type PreferencesEndpointGroup = PatchablePreferencesGroup | 'discord';

const seg = (value: string | number) => encodeURIComponent(String(value));

export const apiPaths = {
  login: '/api/account/login/',
  register: '/api/account/register/',
  passwordReset: '/api/account/password/reset/',
  passwordResetConfirm: '/api/account/password/reset/confirm/',
  tokenRefresh: '/api/account/token/refresh/',
  verifyEmail: (uid: string, token: string) => `/api/account/verify-email/${seg(uid)}/${seg(token)}/`,
  socialLogin: (provider: SocialProvider) => `/api/account/social/${seg(provider)}/`,
  profile: '/api/account/profile/',
  profileUpdate: '/api/account/profile/update/',
  profileUpdateStatus: '/api/account/profile/update-status/',
  uploadBackground: '/api/account/profile/upload-background/',
  uploadPicture: '/api/account/profile/upload-picture/',
  preferences: '/api/account/preferences/',
  preferencesGroup: (group: PreferencesEndpointGroup) => `/api/account/preferences/${seg(group)}/`,
  preferencesDiscord: '/api/account/preferences/discord/',
  notifications: '/api/notifications/',
  notificationRead: (id: number | string) => `/api/notifications/${seg(id)}/read/`,
  notificationsCount: '/api/notifications/count/',
  cnyRates: '/api/cny-rates/',
  jpyRates: '/api/jpy-rates/',
  location: '/api/location/',
} as const;

/** Fastify route patterns for the parametrised paths above (used by the demo API). */
export const apiRoutePatterns = {
  verifyEmail: '/api/account/verify-email/:uid/:token/',
  socialLogin: '/api/account/social/:provider/',
  notificationRead: '/api/notifications/:id/read/',
} as const;

/** The demo API's non-API pages (ARCHITECTURE.md "Demo API"; spec point 1 demo banner links). */
export const demoPaths = {
  /** The stand-in OAuth provider's authorize page. */
  oauthAuthorize: (provider: SocialProvider) => `/oauth/${seg(provider)}/authorize`,
  dashboard: '/dashboard',
  graphql: '/graphql',
  /** Prefix under which uploaded files are served. */
  media: '/media/',
} as const;
