/** The deep links the app admits, and why anything else is refused. */
import type { OAuthProvider } from '../oauth/providers';

/** A provider's successful authorization response (RFC 6749 §4.1.2). */
export interface OAuthCallbackLink {
  kind: 'oauth-callback';
  provider: OAuthProvider;
  code: string;
  state: string;
}

/** A provider's error response (RFC 6749 §4.1.2.1), e.g. the user pressed "Deny". */
export interface OAuthErrorLink {
  kind: 'oauth-error';
  provider: OAuthProvider;
  /** Absent when the provider could not tell (then no attempt can be matched). */
  state: string | null;
  error: string;
  errorDescription: string | null;
}

/** `<scheme>:/account/password-reset?uidb64=…&token=…`: the link in a reset e-mail. */
export interface PasswordResetLink {
  kind: 'password-reset';
  uidb64: string;
  token: string;
}

/** `<scheme>:/account/verify-email/<uid>/<token>`: the link in a verification e-mail. */
export interface VerifyEmailLink {
  kind: 'verify-email';
  uid: string;
  token: string;
}

/** `<scheme>:/figures/<slug>`: a figure's page in the catalogue. */
export interface FigureLink {
  kind: 'figure';
  slug: string;
}

/** `<scheme>:/orders/<id>`: an order's page, where the payment provider returns to on the desktop. */
export interface OrderLink {
  kind: 'order';
  /** A positive integer of at most 12 digits. */
  id: number;
}

/** Every deep link the parser accepts. */
export type DeepLink = OAuthCallbackLink | OAuthErrorLink | PasswordResetLink | VerifyEmailLink | FigureLink | OrderLink;

/** Why a deep link was refused; stable strings, fit for logs and tests. */
export type DeepLinkRejection =
  | 'not-a-string'
  | 'too-long'
  | 'invalid-characters'
  | 'wrong-scheme'
  | 'authority-form'
  | 'not-hierarchical'
  | 'fragment'
  | 'unknown-path'
  | 'malformed-encoding'
  | 'missing-parameter'
  | 'duplicate-parameter'
  | 'invalid-parameter'
  | 'ambiguous-response';

/** The parser's answer: never an exception. */
export type DeepLinkResult =
  | { ok: true; link: DeepLink }
  | { ok: false; reason: DeepLinkRejection; detail: string };
