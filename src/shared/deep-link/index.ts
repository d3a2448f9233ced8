/** Deep links: the grammar of `<scheme>:/…` URLs the app admits (pure; every side may import it). */
export { MAX_DEEP_LINK_LENGTH, parseDeepLink, routeForDeepLink } from './parse';
export {
  DEFAULT_URL_SCHEME,
  URL_SCHEME_PATTERN,
  buildOAuthRedirectUri,
  buildOrderReturnUrl,
  buildPasswordResetRedirectUrl,
  isPrivateUseScheme,
} from './scheme';
export type {
  DeepLink,
  DeepLinkRejection,
  DeepLinkResult,
  FigureLink,
  OAuthCallbackLink,
  OAuthErrorLink,
  OrderLink,
  PasswordResetLink,
  VerifyEmailLink,
} from './types';
