/**
 * Deep links arriving in the main process (docs/product-rules.md §Desktop 5, 7): from argv at cold
 * start (Windows, Linux), from a second instance's argv (`second-instance`), or from macOS
 * `open-url`. Each is parsed by the shared grammar; OAuth callbacks go to the OAuth coordinator and
 * never to a page; account, figure and order links go to the renderer, queued until a window
 * subscribes (a link can start the app before its window has loaded). Refusals are logged and shown.
 */
import { parseDeepLink, routeForDeepLink } from '@shared/deep-link';
import type { AppDeepLink, DeepLinkRefusal } from '@shared/ipc';
import type { CallbackOutcome } from './oauth';
import type { OAuthCallbackLink, OAuthErrorLink } from '@shared/deep-link';
import type { Logger } from './log';

/**
 * The first argument that is a link in our scheme, or null. Argv holds the executable, switches
 * added by Chromium or the OS, maybe the app path; the link is the argument starting with `<scheme>:`.
 */
export function findDeepLinkInArgv(argv: readonly string[], scheme: string): string | null {
  const prefix = `${scheme.toLowerCase()}:`;
  return argv.find((arg) => typeof arg === 'string' && arg.slice(0, prefix.length).toLowerCase() === prefix) ?? null;
}

/** What the router hands links to. */
export interface DeepLinkRouterOptions {
  scheme: string;
  /** The OAuth coordinator's callback entry. */
  handleOAuthCallback(link: OAuthCallbackLink | OAuthErrorLink): CallbackOutcome;
  log: Logger;
}

/** A window that listens for deep links (its webContents, reduced to what is needed). */
export interface DeepLinkSubscriber {
  id: number;
  isDestroyed(): boolean;
  send(channel: 'open' | 'refused', payload: AppDeepLink | DeepLinkRefusal): void;
}

/** At most this many links wait for a window; older ones are dropped (a flood must not grow memory). */
export const MAX_QUEUED_DEEP_LINKS = 20;

/** What happened to one link. */
export type RouteOutcome = 'oauth-accepted' | 'oauth-refused' | 'delivered' | 'queued' | 'rejected';

/** Routes deep links; one per app. */
export class DeepLinkRouter {
  private readonly queue: ({ type: 'open'; link: AppDeepLink } | { type: 'refused'; refusal: DeepLinkRefusal })[] = [];
  private readonly subscribers: DeepLinkSubscriber[] = [];

  constructor(private readonly options: DeepLinkRouterOptions) {}

  /**
   * Handles one raw link (any value). Malformed links and refused OAuth callbacks are logged and
   * reported to the renderer as a refusal; account links are delivered to the most recently
   * subscribed window (or queued).
   */
  route(raw: unknown): RouteOutcome {
    const parsed = parseDeepLink(raw, this.options.scheme);
    if (!parsed.ok) {
      this.options.log.warn(`refused deep link (${parsed.reason}: ${parsed.detail})`);
      this.emit({ type: 'refused', refusal: { message: 'A link to this app was refused because it is not a link the app knows.' } });
      return 'rejected';
    }
    const { link } = parsed;
    if (link.kind === 'oauth-callback' || link.kind === 'oauth-error') {
      const outcome = this.options.handleOAuthCallback(link);
      if (outcome.accepted) return 'oauth-accepted';
      // A provider error reaches the user through the rejected start() promise already.
      if (outcome.reason !== 'provider-error') this.emit({ type: 'refused', refusal: { message: outcome.message } });
      return 'oauth-refused';
    }
    const path = routeForDeepLink(link) ?? '/';
    const appLink: AppDeepLink =
      link.kind === 'password-reset'
        ? { kind: 'password-reset', uidb64: link.uidb64, token: link.token, path }
        : link.kind === 'verify-email'
          ? { kind: 'verify-email', uid: link.uid, token: link.token, path }
          : link.kind === 'order'
            ? { kind: 'order', id: link.id, path }
            : { kind: 'figure', slug: link.slug, path };
    this.options.log.info(`opening ${link.kind} link`);
    return this.emit({ type: 'open', link: appLink });
  }

  /** Registers a window that listens (its bridge called onDeepLink); flushes the queue to it. */
  subscribe(subscriber: DeepLinkSubscriber): void {
    if (!this.subscribers.some((s) => s.id === subscriber.id)) this.subscribers.push(subscriber);
    const pending = this.queue.splice(0);
    for (const item of pending) this.emit(item);
  }

  /** Forgets a window (closed). */
  unsubscribe(id: number): void {
    const index = this.subscribers.findIndex((s) => s.id === id);
    if (index !== -1) this.subscribers.splice(index, 1);
  }

  private emit(item: { type: 'open'; link: AppDeepLink } | { type: 'refused'; refusal: DeepLinkRefusal }): 'delivered' | 'queued' {
    for (let i = this.subscribers.length - 1; i >= 0; i -= 1) {
      const subscriber = this.subscribers[i];
      if (!subscriber || subscriber.isDestroyed()) {
        this.subscribers.splice(i, 1);
        continue;
      }
      subscriber.send(item.type, item.type === 'open' ? item.link : item.refusal);
      return 'delivered';
    }
    this.queue.push(item);
    if (this.queue.length > MAX_QUEUED_DEEP_LINKS) this.queue.shift();
    return 'queued';
  }
}
