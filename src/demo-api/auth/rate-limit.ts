/**
 * Throttling of the sign-in endpoints (docs/product-rules.md §Security 4; OWASP ASVS V2.2.1): login, registration,
 * password reset (request and confirm), token refresh and revocation. Built on @fastify/rate-limit:
 * - per client address, every call of each route (a flood guard, the plugin's onRequest hook);
 * - per account, counted by hand through the plugin's `createRateLimit` (failed logins per e-mail,
 *   registration and reset mails per e-mail, reset confirmations per account id, refreshes per token family), and
 *   failed logins and reset requests per address;
 * - scrypt work through a {@link PasswordWorkGate} keyed by address.
 * Every refusal is a 429 with `Retry-After` (seconds) and DRF's Throttled body
 * `{"detail": "Request was throttled. Expected available in N seconds.", "code": "throttled"}`,
 * held for `throttledAnswerDelayMs` first (never longer than the Retry-After it carries).
 * The limits hold against one client; a flood from many addresses at once is out of their reach.
 * Counters live in memory (one LRU per counter); they restart with the server.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { drfErrorCodes, drfErrorMessages } from '../../shared/api/errors';
import { ApiError } from '../http/errors';
import { PasswordGateFullError, PasswordWorkGate, type PasswordGateLimits } from './passwords';

/** A budget: at most `max` events per `windowMs` (a fixed window from the first event). */
export interface Budget {
  max: number;
  windowMs: number;
}

/** Every limit of the sign-in endpoints; server option `authLimits` overrides any of them. */
export interface AuthLimitSettings {
  /** Calls per client address to each throttled route (login, register, reset, confirm, refresh, revoke). */
  perAddress: Budget;
  /** Registrations per client address (each hashes a password and may send a mail). */
  registrationsPerAddress: Budget;
  /**
   * Registration mails per e-mail address (the link that creates the account, or the notice to the
   * owner of a taken address); registrations over it get the usual answer but send no mail.
   */
  registrationMailsPerAccount: Budget;
  /** Failed logins per account (e-mail); at `max` the account refuses logins until the window ends. */
  loginFailuresPerAccount: Budget;
  /** Failed logins per client address, whatever the e-mail (password spraying). */
  loginFailuresPerAddress: Budget;
  /** Reset mails per e-mail address; requests over it get the usual answer but send no mail. */
  resetRequestsPerAccount: Budget;
  /** Reset requests per client address (429 over it). */
  resetRequestsPerAddress: Budget;
  /** Reset confirmations per account id (uidb64). */
  resetConfirmsPerAccount: Budget;
  /** Refreshes per refresh-token family (one sign-in's chain). */
  refreshesPerFamily: Budget;
  /** Concurrent scrypt work (see PasswordWorkGate). */
  passwordWork: PasswordGateLimits;
  /**
   * Progressive delay after failed logins (PasswordWorkGate.failed): the address's next password
   * check waits `first` ms after a failure, doubling with each consecutive one, up to `max` ms; a
   * successful login from the address starts again from `first`.
   */
  failureCooldownMs: { first: number; max: number };
  /**
   * How long a 429 of these routes is held before it is sent, in ms (a tarpit), never longer than
   * its Retry-After: a client that ignores Retry-After and retries at once can send only about one
   * call per connection per this time, so a flood of refused calls costs the server next to nothing.
   * A client refused because its own scrypt queue is full (a flood, never a person) is held for
   * its whole Retry-After instead.
   */
  throttledAnswerDelayMs: number;
}

const MINUTE = 60_000;

/**
 * Defaults: far above what a person or the e2e suites do (they sign the demo accounts in many
 * times and register dozens of accounts from 127.0.0.1 within minutes, and never fail a login more
 * than a few times), low enough that guessing, spraying and mail bombing stop quickly.
 */
export const DEFAULT_AUTH_LIMITS: AuthLimitSettings = {
  perAddress: { max: 300, windowMs: MINUTE },
  registrationsPerAddress: { max: 100, windowMs: 15 * MINUTE },
  registrationMailsPerAccount: { max: 5, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAddress: { max: 100, windowMs: 15 * MINUTE },
  resetRequestsPerAccount: { max: 5, windowMs: 15 * MINUTE },
  resetRequestsPerAddress: { max: 30, windowMs: 15 * MINUTE },
  resetConfirmsPerAccount: { max: 20, windowMs: 15 * MINUTE },
  refreshesPerFamily: { max: 60, windowMs: MINUTE },
  // 2 slots on a 2-core machine, 1 per client: a flood from one address leaves a slot free for others.
  passwordWork: { concurrency: 2, perKeyConcurrency: 1, perKeyQueue: 16, maxQueued: 64 },
  failureCooldownMs: { first: 250, max: 4000 },
  throttledAnswerDelayMs: 1000,
};

/** Merges partial settings over the defaults (each budget is replaced whole, or kept). */
export function resolveAuthLimits(overrides: Partial<AuthLimitSettings> = {}): AuthLimitSettings {
  return { ...DEFAULT_AUTH_LIMITS, ...overrides };
}

/** The 429 of a throttled call: `Retry-After` and DRF's wording carry the same whole seconds (at least 1). */
export function throttled(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(
    429,
    { detail: drfErrorMessages.throttled(seconds), code: drfErrorCodes.throttled },
    { 'retry-after': String(seconds) },
  );
}

/** A counter per key over a {@link Budget}, stored by @fastify/rate-limit. */
export interface Counter {
  /** @throws ApiError 429 when `key` has used its budget (counts nothing). */
  check(request: FastifyRequest, key: string): Promise<void>;
  /** Counts one event for `key`; resolves how many `key` has had in the window (at most `max`). */
  add(request: FastifyRequest, key: string): Promise<number>;
  /** Counts one event for `key`; @throws ApiError 429 when that goes over the budget. */
  take(request: FastifyRequest, key: string): Promise<void>;
  /** Counts one event for `key`; resolves false (instead of throwing) when that goes over the budget. */
  tryTake(request: FastifyRequest, key: string): Promise<boolean>;
}

function counter(app: FastifyInstance, name: string, budget: Budget): Counter {
  // The plugin asks a keyGenerator for the key; it is set just before each call, per request.
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: budget.max,
    timeWindow: budget.windowMs,
    keyGenerator: (request) => `${name}:${keys.get(request) ?? request.ip}`,
  });
  const call = async (request: FastifyRequest, key: string, increment: boolean) => {
    keys.set(request, key);
    const state = await limiter(request, { increment });
    if (state.isAllowed) return undefined;
    return state;
  };
  return {
    async check(request, key) {
      const state = await call(request, key, false);
      if (state && state.remaining <= 0 && state.ttl > 0) throw throttled(state.ttl);
    },
    async add(request, key) {
      const state = await call(request, key, true);
      return state ? budget.max - state.remaining : 0;
    },
    async take(request, key) {
      const state = await call(request, key, true);
      if (state?.isExceeded) throw throttled(state.ttl);
    },
    async tryTake(request, key) {
      const state = await call(request, key, true);
      return !state?.isExceeded;
    },
  };
}

/** The limits of one server instance; routes use these, server.ts creates them. */
export interface AuthLimits {
  settings: AuthLimitSettings;
  /** Route `config` for the per-address flood guard (or the registration budget). */
  routeConfig(kind?: 'default' | 'register'): { rateLimit: { max: number; timeWindow: number } };
  loginFailuresPerAccount: Counter;
  loginFailuresPerAddress: Counter;
  registrationMailsPerAccount: Counter;
  resetRequestsPerAccount: Counter;
  resetRequestsPerAddress: Counter;
  resetConfirmsPerAccount: Counter;
  refreshesPerFamily: Counter;
  /**
   * Runs scrypt work through the gate, keyed by the client address.
   * @throws ApiError 429 (Retry-After 1) at once when the gate's queue is full.
   */
  passwordWork<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T>;
  /** Records a failed password check: counts it per account and per address, and cools the address down. */
  loginFailed(request: FastifyRequest, account: string): Promise<void>;
  /** Records a successful login: the address's progressive delay starts over. */
  loginSucceeded(request: FastifyRequest): void;
}

/** The key of an account for the counters: the e-mail as logins match it (case-insensitively). */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Registers @fastify/rate-limit (route by route, not global) and builds the counters and the gate. */
export async function registerAuthLimits(app: FastifyInstance, overrides: Partial<AuthLimitSettings> = {}): Promise<AuthLimits> {
  const settings = resolveAuthLimits(overrides);
  await app.register(rateLimit, {
    global: false,
    // Thrown as is: the error handler (errors.ts) renders the ApiError with its Retry-After.
    errorResponseBuilder: (_request, context) => throttled(context.ttl),
  });
  const gate = new PasswordWorkGate(settings.passwordWork);
  const loginFailuresPerAccount = counter(app, 'login-account', settings.loginFailuresPerAccount);
  const loginFailuresPerAddress = counter(app, 'login-address', settings.loginFailuresPerAddress);
  /** Flooding requests, held for their whole Retry-After. */
  const flooding = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 429 && request.routeOptions.config?.rateLimit && settings.throttledAnswerDelayMs > 0) {
      const retryAfterMs = Number(reply.getHeader('retry-after') ?? 1) * 1000;
      const holdMs = flooding.has(request) ? retryAfterMs : Math.min(settings.throttledAnswerDelayMs, retryAfterMs);
      await new Promise((resolve) => setTimeout(resolve, holdMs));
    }
    return payload;
  });
  return {
    settings,
    routeConfig: (kind = 'default') => {
      const budget = kind === 'register' ? settings.registrationsPerAddress : settings.perAddress;
      return { rateLimit: { max: budget.max, timeWindow: budget.windowMs } };
    },
    loginFailuresPerAccount,
    loginFailuresPerAddress,
    registrationMailsPerAccount: counter(app, 'register-account', settings.registrationMailsPerAccount),
    resetRequestsPerAccount: counter(app, 'reset-account', settings.resetRequestsPerAccount),
    resetRequestsPerAddress: counter(app, 'reset-address', settings.resetRequestsPerAddress),
    resetConfirmsPerAccount: counter(app, 'confirm-account', settings.resetConfirmsPerAccount),
    refreshesPerFamily: counter(app, 'refresh-family', settings.refreshesPerFamily),
    async loginFailed(request, account) {
      await loginFailuresPerAccount.add(request, account);
      await loginFailuresPerAddress.add(request, request.ip);
      gate.failed(request.ip, settings.failureCooldownMs.first, settings.failureCooldownMs.max);
    },
    loginSucceeded(request) {
      gate.succeeded(request.ip);
    },
    passwordWork: async (request, work) => {
      try {
        return await gate.run(request.ip, work);
      } catch (error) {
        if (error instanceof PasswordGateFullError) {
          if (error.scope === 'key') flooding.add(request);
          throw throttled(error.retryAfterMs);
        }
        throw error;
      }
    },
  };
}
