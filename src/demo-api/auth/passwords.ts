/**
 * Password hashing for the demo API (scrypt from node:crypto: docs/product-rules.md §Passwords 7). Stored format:
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`, a fresh 16-byte salt per password.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH_BYTES = 64;
/** Cost parameters (OWASP's scrypt minimum is N=2^17 r=8 p=1; 2^15 keeps a demo snappy yet slow to brute-force). */
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes `password` with scrypt and a random salt; returns the self-describing string above. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; compares in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length !== KEY_LENGTH_BYTES) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time of one verification without a user, so a login for an unknown e-mail takes as
 * long as a wrong password (no account enumeration by timing).
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await dummyHash);
}

/** Thrown by {@link PasswordWorkGate.run} when the caller's queue (or the whole queue) is full. */
export class PasswordGateFullError extends Error {
  override name = 'PasswordGateFullError';
  constructor(
    readonly scope: 'key' | 'all',
    /** When this key may start again, in ms from now: at least 1 s, longer while it cools down. */
    readonly retryAfterMs = 1000,
  ) {
    super(scope === 'key' ? 'too many password checks queued for this client' : 'too many password checks queued');
  }
}

/** Bounds of a {@link PasswordWorkGate}. */
export interface PasswordGateLimits {
  /** Password checks/hashes running at once, all callers together (scrypt is CPU- and memory-bound). */
  concurrency: number;
  /** Running at once for one key (one client address), so one client cannot take every slot. */
  perKeyConcurrency: number;
  /** Waiting for one key; a caller over this is refused at once. */
  perKeyQueue: number;
  /** Waiting, all keys together; a caller over this is refused at once. */
  maxQueued: number;
}

/**
 * Caps concurrent scrypt work (docs/product-rules.md §Security 5: 60 parallel bad logins made a real one take 7 s).
 * Work runs at most `concurrency` at once and at most `perKeyConcurrency` per key; the rest waits in
 * per-key queues served round-robin, so a client flooding the gate waits behind itself while a
 * client with nothing running starts at the next free slot. Over a queue bound it refuses at once
 * ({@link PasswordGateFullError}) instead of piling up requests.
 */
export class PasswordWorkGate {
  private running = 0;
  private queued = 0;
  private readonly active = new Map<string, number>();
  /** Waiting starters per key; Map order is the round-robin order (a served key moves to the end). */
  private readonly waiting = new Map<string, Array<() => void>>();
  /** Keys cooling down after a failure: epoch ms before which they start nothing. */
  private readonly notBefore = new Map<string, number>();
  /** Consecutive failures per key (a success forgets them); the oldest keys go past 10,000. */
  private readonly failures = new Map<string, number>();

  constructor(private readonly limits: PasswordGateLimits) {}

  /**
   * A failed password for `key`: cools it down for `firstMs` doubled per consecutive failure, at
   * most `maxMs` (a progressive delay). Resolves nothing; see {@link coolDown}.
   */
  failed(key: string, firstMs: number, maxMs: number): void {
    const count = (this.failures.get(key) ?? 0) + 1;
    this.failures.delete(key);
    this.failures.set(key, count);
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value!);
    this.coolDown(key, Math.min(maxMs, firstMs * 2 ** Math.min(30, count - 1)));
  }

  /** A correct password for `key`: its consecutive failures are forgotten. */
  succeeded(key: string): void {
    this.failures.delete(key);
  }

  /**
   * After a failed password for `key`: its next work starts no sooner than `ms` from now (it waits
   * in its queue meanwhile). A progressive delay per client: a guesser gets a fraction of a slot,
   * so the password work of everyone else runs without it (§Security 5).
   */
  coolDown(key: string, ms: number): void {
    if (ms <= 0) return;
    this.notBefore.set(key, Date.now() + ms);
    this.wakeAfter(key, ms);
  }

  /**
   * Starts `key`'s waiting work once its cool-down is over. A timer measures from the event loop's
   * cached time, which can lag Date.now(), so it may fire a few ms before `notBefore`: then it
   * waits again for the rest, or the queued work would wait until some other work ends (a request
   * that hung for good in the e2e suite).
   */
  private wakeAfter(key: string, ms: number): void {
    setTimeout(() => {
      const left = (this.notBefore.get(key) ?? 0) - Date.now();
      if (left > 0) return this.wakeAfter(key, left);
      this.notBefore.delete(key);
      this.drain();
    }, ms).unref();
  }

  /** How many pieces of work run and wait right now (for tests and logs). */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.queued };
  }

  /**
   * Runs `work` for `key` when a slot is free; resolves or rejects with its result.
   * @throws PasswordGateFullError (rejected at once) when `key`'s queue or the whole queue is full.
   */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (this.canStart(key)) return this.start(key, work);
    const list = this.waiting.get(key) ?? [];
    if (list.length >= this.limits.perKeyQueue) {
      return Promise.reject(new PasswordGateFullError('key', Math.max(1000, (this.notBefore.get(key) ?? 0) - Date.now())));
    }
    if (this.queued >= this.limits.maxQueued) return Promise.reject(new PasswordGateFullError('all'));
    return new Promise<T>((resolve, reject) => {
      list.push(() => void this.start(key, work).then(resolve, reject));
      this.waiting.set(key, list);
      this.queued += 1;
    });
  }

  private canStart(key: string): boolean {
    return (
      this.running < this.limits.concurrency &&
      (this.active.get(key) ?? 0) < this.limits.perKeyConcurrency &&
      (this.notBefore.get(key) ?? 0) <= Date.now()
    );
  }

  private async start<T>(key: string, work: () => Promise<T>): Promise<T> {
    this.running += 1;
    this.active.set(key, (this.active.get(key) ?? 0) + 1);
    try {
      return await work();
    } finally {
      this.running -= 1;
      const left = (this.active.get(key) ?? 1) - 1;
      if (left > 0) this.active.set(key, left);
      else this.active.delete(key);
      this.drain();
    }
  }

  /** Starts waiting work, one per key per pass, in round-robin order, while slots are free. */
  private drain(): void {
    let started = true;
    while (started && this.running < this.limits.concurrency) {
      started = false;
      for (const key of [...this.waiting.keys()]) {
        if (this.running >= this.limits.concurrency) return;
        if (!this.canStart(key)) continue;
        const list = this.waiting.get(key)!;
        const next = list.shift()!;
        this.waiting.delete(key);
        if (list.length > 0) this.waiting.set(key, list); // to the end: the others go first next time
        this.queued -= 1;
        next();
        started = true;
      }
    }
  }
}
