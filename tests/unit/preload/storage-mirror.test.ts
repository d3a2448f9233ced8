/**
 * The storage bridge (preload) and the storage handlers (main) together, over a simulated IPC that
 * delivers each window's messages in order but interleaves windows arbitrarily: whatever the
 * interleaving, every window converges on the main process's values, and `storage` events fire
 * only in the other windows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORAGE_QUOTA_UNITS, type StorageChange } from '@shared/ipc';
import { IpcStorageMirror, QuotaExceededError, type StorageEventDetail, type StorageTransport } from '../../../src/preload/storage-mirror';
import { silentLogger } from '../../../src/main/log';
import { createStorageHandlers, type StorageBackend } from '../../../src/main/storage-handlers';

class MemoryBackend implements StorageBackend {
  readonly data = new Map<string, string>();
  snapshot = () => Object.fromEntries(this.data);
  get = (key: string) => this.data.get(key) ?? null;
  keys = () => [...this.data.keys()];
  set = (key: string, value: string) => void this.data.set(key, value);
  remove = (key: string) => void this.data.delete(key);
  clear = () => this.data.clear();
}

type Op = { type: 'set'; key: string; value: string } | { type: 'remove'; key: string } | { type: 'clear' };

interface SimWindow {
  id: number;
  storage: IpcStorageMirror;
  outbox: Op[];
  inbox: StorageChange[];
  listener: (change: StorageChange) => void;
  events: StorageEventDetail[];
}

/** One main process, any number of windows, explicit message delivery. */
class Simulation {
  readonly backend = new MemoryBackend();
  readonly windows: SimWindow[] = [];
  private nextId = 1;
  readonly handlers = createStorageHandlers(
    this.backend,
    {
      toAll: (change) => this.windows.forEach((w) => w.inbox.push(change)),
      toClient: (id, change) => this.windows.find((w) => w.id === id)?.inbox.push(change),
    },
    silentLogger,
  );

  open(): SimWindow {
    const id = this.nextId++;
    const win = { id, outbox: [], inbox: [], events: [], listener: () => {} } as unknown as SimWindow;
    const transport: StorageTransport = {
      loadSnapshot: () => ({ items: this.handlers.snapshot(), clientId: id }),
      set: (key, value) => win.outbox.push({ type: 'set', key, value }),
      remove: (key) => win.outbox.push({ type: 'remove', key }),
      clear: () => win.outbox.push({ type: 'clear' }),
      onChange: (listener) => {
        win.listener = listener;
        return () => {};
      },
    };
    this.windows.push(win);
    win.storage = new IpcStorageMirror(transport, (detail) => win.events.push(detail));
    return win;
  }

  /** The main process handles the next message of `win`. */
  process(win: SimWindow): void {
    const op = win.outbox.shift();
    if (!op) return;
    if (op.type === 'set') this.handlers.set(win.id, op.key, op.value);
    else if (op.type === 'remove') this.handlers.remove(win.id, op.key);
    else this.handlers.clear(win.id);
  }

  /** `win` receives its next change. */
  deliver(win: SimWindow): void {
    const change = win.inbox.shift();
    if (change) win.listener(change);
  }

  drain(): void {
    while (this.windows.some((w) => w.outbox.length || w.inbox.length)) {
      for (const w of this.windows) this.process(w);
      for (const w of this.windows) this.deliver(w);
    }
  }

  itemsOf(win: SimWindow): Record<string, string> {
    const items: Record<string, string> = {};
    for (let i = 0; i < win.storage.getLength(); i += 1) {
      const key = win.storage.key(i)!;
      items[key] = win.storage.getItem(key)!;
    }
    return items;
  }
}

describe('storage bridge + handlers', () => {
  it('behaves as Web Storage in one window', () => {
    const sim = new Simulation();
    const a = sim.open();
    expect(a.storage.getItem('x')).toBeNull();
    a.storage.setItem('x', '1');
    a.storage.setItem('y', 2 as unknown as string);
    expect(a.storage.getItem('x')).toBe('1');
    expect(a.storage.getItem('y')).toBe('2');
    expect(a.storage.getLength()).toBe(2);
    expect([a.storage.key(0), a.storage.key(1), a.storage.key(2), a.storage.key(-1)]).toEqual(['x', 'y', null, null]);
    a.storage.removeItem('x');
    expect(a.storage.getItem('x')).toBeNull();
    sim.drain();
    expect(sim.backend.snapshot()).toEqual({ y: '2' });
    expect(a.events).toEqual([]);
  });

  it('starts from the persisted snapshot', () => {
    const sim = new Simulation();
    sim.backend.set('auth_state', 'signedIn');
    expect(sim.open().storage.getItem('auth_state')).toBe('signedIn');
  });

  it('raises storage events in the other window only, with old and new values', () => {
    const sim = new Simulation();
    const a = sim.open();
    const b = sim.open();
    a.storage.setItem('auth_state', 'signedIn');
    sim.drain();
    expect(b.storage.getItem('auth_state')).toBe('signedIn');
    expect(b.events).toEqual([{ key: 'auth_state', oldValue: null, newValue: 'signedIn' }]);
    expect(a.events).toEqual([]);
    b.storage.removeItem('auth_state');
    sim.drain();
    expect(a.events).toEqual([{ key: 'auth_state', oldValue: 'signedIn', newValue: null }]);
    a.storage.setItem('k', 'v');
    sim.drain();
    b.storage.clear();
    sim.drain();
    expect(a.events.at(-1)).toEqual({ key: null, oldValue: null, newValue: null });
    expect(sim.itemsOf(a)).toEqual({});
  });

  it('reads its own writes: an earlier change from another window neither flickers nor raises an event', () => {
    const sim = new Simulation();
    const a = sim.open();
    const b = sim.open();
    a.storage.setItem('theme', 'dark');
    b.storage.setItem('theme', 'light');
    sim.process(b); // main applies b's write first, then a's: a's value wins
    sim.deliver(a); // b's change reaches a while a's own write is still in flight
    expect(a.storage.getItem('theme')).toBe('dark');
    expect(a.events).toEqual([]);
    sim.drain();
    expect(sim.backend.get('theme')).toBe('dark');
    expect(b.storage.getItem('theme')).toBe('dark');
    expect(b.events).toEqual([{ key: 'theme', oldValue: 'light', newValue: 'dark' }]);
  });

  it('throws QuotaExceededError synchronously, as browsers do, and stores nothing', () => {
    const sim = new Simulation();
    const a = sim.open();
    expect(() => a.storage.setItem('big', 'x'.repeat(STORAGE_QUOTA_UNITS))).toThrow(QuotaExceededError);
    expect(a.storage.getItem('big')).toBeNull();
  });

  it('reverts a write the main process refused, once its answer arrives', () => {
    const sim = new Simulation();
    const a = sim.open();
    const b = sim.open();
    a.storage.setItem('k', 'x'.repeat(STORAGE_QUOTA_UNITS - 10));
    b.storage.setItem('j', 'y'.repeat(100)); // fits in b's view, not in main's
    sim.drain();
    expect(sim.backend.get('j')).toBeNull();
    expect(b.storage.getItem('j')).toBeNull();
    expect(sim.itemsOf(a)).toEqual(sim.itemsOf(b));
  });

  it('converges in every window, whatever the interleaving (fast-check, 1,500 schedules)', () => {
    const keyArb = fc.constantFrom('auth_state', 'access_token', 'profile');
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      { weight: 5, arbitrary: fc.record({ type: fc.constant('set' as const), key: keyArb, value: fc.constantFrom('a', 'b', 'c', '') }) },
      { weight: 2, arbitrary: fc.record({ type: fc.constant('remove' as const), key: keyArb }) },
      { weight: 1, arbitrary: fc.constant({ type: 'clear' as const }) },
    );
    const stepArb = fc.oneof(
      fc.record({ kind: fc.constant('op' as const), window: fc.nat(2), op: opArb }),
      fc.record({ kind: fc.constant('process' as const), window: fc.nat(2) }),
      fc.record({ kind: fc.constant('deliver' as const), window: fc.nat(2) }),
      fc.record({ kind: fc.constant('open' as const) }),
    );
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const sim = new Simulation();
        sim.open();
        sim.open();
        for (const step of steps) {
          if (step.kind === 'open') {
            if (sim.windows.length < 4) sim.open();
            continue;
          }
          const win = sim.windows[step.window % sim.windows.length]!;
          if (step.kind === 'process') sim.process(win);
          else if (step.kind === 'deliver') sim.deliver(win);
          else if (step.op.type === 'set') win.storage.setItem(step.op.key, step.op.value);
          else if (step.op.type === 'remove') win.storage.removeItem(step.op.key);
          else win.storage.clear();
        }
        sim.drain();
        const truth = sim.backend.snapshot();
        for (const win of sim.windows) {
          expect(sim.itemsOf(win)).toEqual(truth);
          // Every event this window saw was a real change it did not make itself.
          for (const event of win.events) expect(event.oldValue === event.newValue && event.key !== null).toBe(false);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('refuses malformed requests in the main process (untrusted input)', () => {
    const sim = new Simulation();
    expect(sim.handlers.set(1, 42, 'v')).toBe(false);
    expect(sim.handlers.set(1, 'k', { toString: () => 'v' })).toBe(false);
    expect(sim.handlers.set(1, 'k'.repeat(2000), 'v')).toBe(false);
    expect(sim.handlers.remove(1, null)).toBe(false);
    expect(sim.backend.snapshot()).toEqual({});
  });
});
