/**
 * Where app windows may go (Electron security checklist §13–§15): in-window navigation and
 * redirects only within the app origin; `window.open` always denied; links to the outside opened in
 * the system browser only through an allow-list (https anywhere; plain http only on the configured
 * origins, i.e. the demo API).
 */
import type { WebContents } from 'electron';
import { isSameOrigin, originOf } from './app-origin';
import type { Logger } from './log';

/** The policy's inputs. */
export interface LinkPolicy {
  /** The app's origin, e.g. app://figure-shop (or the dev server's origin in development). */
  appOrigin: string;
  /** Origins whose plain-http links may open externally (the demo API, its demo pages). */
  externalHttpOrigins: readonly string[];
}

/** The verdict for a link opened outside the app. */
export type ExternalLinkDecision = { allow: true; url: string } | { allow: false; reason: string };

/** True when a window may navigate (or be redirected) to `url`: only within the app origin. */
export function isNavigationAllowed(url: string, policy: LinkPolicy): boolean {
  return isSameOrigin(url, policy.appOrigin);
}

/**
 * Whether `url` may be handed to the system browser (`shell.openExternal`). Allowed: https URLs
 * with a host and no credentials; http URLs whose origin is in `externalHttpOrigins`. Everything
 * else (file:, javascript:, custom schemes such as our own, smb:, mailto:...) is refused, because
 * openExternal would hand it to whatever program the OS associates with it.
 * @returns the normalised URL to open, or why not.
 */
export function decideExternalLink(url: string, policy: LinkPolicy): ExternalLinkDecision {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { allow: false, reason: 'not an absolute URL' };
  }
  const origin = originOf(url);
  if (origin === null) return { allow: false, reason: 'no host, or credentials in the URL' };
  if (parsed.protocol === 'https:') return { allow: true, url: parsed.toString() };
  if (parsed.protocol === 'http:' && policy.externalHttpOrigins.includes(origin)) return { allow: true, url: parsed.toString() };
  return { allow: false, reason: `${parsed.protocol} links to ${origin} are not on the allow-list` };
}

/** The web contents surface the policy attaches to (a subset of Electron's WebContents). */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/**
 * Attaches the policy to a window's web contents: `will-navigate` and `will-redirect` outside the
 * app origin are prevented (a navigation to an allowed external link opens it in the system browser
 * instead, as a user clicking a plain link expects); `window.open` is denied, opening allowed links
 * externally; `will-attach-webview` is prevented (no <webview>, checklist §12).
 * @param openExternal usually `shell.openExternal`; only called with allowed URLs.
 */
export function attachNavigationPolicy(
  contents: GuardedContents,
  policy: LinkPolicy,
  openExternal: (url: string) => Promise<void>,
  log: Logger,
): void {
  const openOutside = (url: string, via: string) => {
    const decision = decideExternalLink(url, policy);
    if (decision.allow) {
      log.info(`${via}: opening ${decision.url} in the system browser`);
      openExternal(decision.url).catch((error: unknown) => log.error(`could not open ${decision.url}`, error));
    } else {
      log.warn(`${via}: blocked ${url.slice(0, 200)} (${decision.reason})`);
    }
  };

  contents.on('will-navigate', (event) => {
    if (isNavigationAllowed(event.url, policy)) return;
    event.preventDefault();
    openOutside(event.url, 'will-navigate');
  });
  contents.on('will-redirect', (event) => {
    if (isNavigationAllowed(event.url, policy)) return;
    event.preventDefault();
    log.warn(`will-redirect: blocked ${event.url.slice(0, 200)}`);
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log.warn('will-attach-webview: blocked (webviews are not allowed)');
  });
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url, 'window.open');
    return { action: 'deny' };
  });
}
