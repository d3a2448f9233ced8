import { describe, expect, it, vi } from 'vitest';
import type { AppDeepLink, DeepLinkRefusal } from '@shared/ipc';
import { DeepLinkRouter, findDeepLinkInArgv, MAX_QUEUED_DEEP_LINKS, type DeepLinkSubscriber } from '../../../src/main/deep-link';
import { recordingLogger } from './fakes';

const S = 'com.figureshop.app';

function subscriber(id: number) {
  const received: [string, AppDeepLink | DeepLinkRefusal][] = [];
  let destroyed = false;
  const s: DeepLinkSubscriber = { id, isDestroyed: () => destroyed, send: (type, payload) => void received.push([type, payload]) };
  return { s, received, destroy: () => (destroyed = true) };
}

describe('findDeepLinkInArgv', () => {
  it('finds the link among switches and paths (Windows/Linux second instance)', () => {
    expect(findDeepLinkInArgv(['/opt/Figure Shop/figure-shop', '--no-sandbox', `${S}:/oauth/discord?code=a&state=b`], S)).toBe(`${S}:/oauth/discord?code=a&state=b`);
    expect(findDeepLinkInArgv(['electron', '.', '--allow-file-access-from-files', `COM.FIGURESHOP.APP:/x`], S)).toBe('COM.FIGURESHOP.APP:/x');
    expect(findDeepLinkInArgv(['electron', 'out/main/index.js'], S)).toBeNull();
    expect(findDeepLinkInArgv(['electron', `--url=${S}:/oauth/discord`], S)).toBeNull();
  });
});

describe('DeepLinkRouter', () => {
  it('sends OAuth callbacks to the coordinator, never to a page', () => {
    const handle = vi.fn(() => ({ accepted: true as const, provider: 'discord' as const }));
    const router = new DeepLinkRouter({ scheme: S, handleOAuthCallback: handle, log: recordingLogger() });
    const w = subscriber(1);
    router.subscribe(w.s);
    expect(router.route(`${S}:/oauth/discord?code=a&state=b`)).toBe('oauth-accepted');
    expect(handle).toHaveBeenCalledWith({ kind: 'oauth-callback', provider: 'discord', code: 'a', state: 'b' });
    expect(w.received).toEqual([]);
  });

  it('reports refused callbacks and unknown links to the window', () => {
    const log = recordingLogger();
    const router = new DeepLinkRouter({
      scheme: S,
      handleOAuthCallback: () => ({ accepted: false, reason: 'unknown-state', message: 'refused: not in progress' }),
      log,
    });
    const w = subscriber(1);
    router.subscribe(w.s);
    expect(router.route(`${S}:/oauth/discord?code=a&state=forged`)).toBe('oauth-refused');
    expect(router.route(`${S}://oauth/discord?code=a&state=b`)).toBe('rejected');
    expect(w.received.map(([type]) => type)).toEqual(['refused', 'refused']);
    expect(w.received[0]![1]).toEqual({ message: 'refused: not in progress' });
    expect(log.warnings[0]).toMatch(/refused deep link \(authority-form/);
  });

  it('opens a figure link in the window with its route', () => {
    const handle = vi.fn();
    const router = new DeepLinkRouter({ scheme: S, handleOAuthCallback: handle, log: recordingLogger() });
    const w = subscriber(1);
    router.subscribe(w.s);
    expect(router.route(`${S}:/figures/rem-summer-ver-1-7-12`)).toBe('delivered');
    expect(w.received).toEqual([['open', { kind: 'figure', slug: 'rem-summer-ver-1-7-12', path: '/figures/rem-summer-ver-1-7-12' }]]);
    expect(handle).not.toHaveBeenCalled();
  });

  it('opens an order link (the payment return) in the window with its route, and refuses a forged one', () => {
    const router = new DeepLinkRouter({ scheme: S, handleOAuthCallback: vi.fn(), log: recordingLogger() });
    const w = subscriber(1);
    router.subscribe(w.s);
    expect(router.route(`${S}:/orders/42`)).toBe('delivered');
    expect(router.route(`${S}:/orders/42?paid=1`)).toBe('rejected');
    expect(w.received).toEqual([
      ['open', { kind: 'order', id: 42, path: '/orders/42' }],
      ['refused', { message: 'A link to this app was refused because it is not a link the app knows.' }],
    ]);
  });

  it('keeps at most the newest queued links', () => {
    const router = new DeepLinkRouter({ scheme: S, handleOAuthCallback: vi.fn(), log: recordingLogger() });
    for (let i = 0; i < MAX_QUEUED_DEEP_LINKS + 5; i += 1) router.route(`${S}:/account/verify-email/u${i}/t`);
    const w = subscriber(1);
    router.subscribe(w.s);
    expect(w.received).toHaveLength(MAX_QUEUED_DEEP_LINKS);
    expect((w.received[0]![1] as { uid: string }).uid).toBe('u5');
  });

  it('queues account links until a window subscribes (cold start), then delivers to the newest live window', () => {
    const router = new DeepLinkRouter({ scheme: S, handleOAuthCallback: vi.fn(), log: recordingLogger() });
    expect(router.route(`${S}:/account/password-reset?uidb64=MQ&token=abc-123`)).toBe('queued');
    const first = subscriber(1);
    router.subscribe(first.s);
    expect(first.received).toEqual([
      ['open', { kind: 'password-reset', uidb64: 'MQ', token: 'abc-123', path: '/account/password-reset?uidb64=MQ&token=abc-123' }],
    ]);
    const second = subscriber(2);
    router.subscribe(second.s);
    second.destroy();
    expect(router.route(`${S}:/account/verify-email/MQ/tok`)).toBe('delivered');
    expect(first.received[1]).toEqual(['open', { kind: 'verify-email', uid: 'MQ', token: 'tok', path: '/account/verify-email/MQ/tok' }]);
  });
});
