import { persisted, type StorageLike } from '@renderer/platform/persisted';

/** How long after starting a payment its order page still waits for the confirmation: 1 hour, in ms. */
export const PAYMENT_WAIT_WINDOW_MS = 60 * 60_000;
/** Most payments kept at once (the newest); older ones are past their window long before. */
export const PAYMENT_RECORDS_MAX = 20;

/**
 * "Payment started for order `order` at `at` (epoch ms)", when `failures` attempts of it had failed
 * already, paying its invoice `invoice` (absent in records written before invoices: the order's
 * payment state decides then).
 */
export interface PaymentStart {
  order: number;
  at: number;
  failures: number;
  invoice?: number | null;
}

/** The payments this device started, kept in the registry's `payment_started`. */
export interface PaymentRecords {
  /** Records that the payment of `order` starts now (replacing an earlier record of it). */
  record(order: number, failures: number, invoice?: number | null): void;
  /** The record of `order` when it is less than PAYMENT_WAIT_WINDOW_MS old, else null. */
  find(order: number): PaymentStart | null;
  /** Forgets `order`'s record (its payment was confirmed or failed). */
  clear(order: number): void;
}

/**
 * The payment records over `storage`: the platform's storage (localStorage on the web, the main
 * process's store on the desktop), because the desktop's payment comes back as a deep link that may
 * land in another window or start the app, where a tab's sessionStorage would be empty. Records past
 * their window are dropped on every write; at most PAYMENT_RECORDS_MAX are kept.
 * @param now the clock in epoch ms (tests fix it).
 */
export function createPaymentRecords(storage: StorageLike, now: () => number = Date.now): PaymentRecords {
  const registry = persisted(storage);
  const current = (time: number) => registry.read('payment_started').filter((start) => time - start.at < PAYMENT_WAIT_WINDOW_MS && start.at <= time);
  return {
    record(order, failures, invoice = null) {
      const time = now();
      const others = current(time).filter((start) => start.order !== order);
      registry.write('payment_started', [...others, { order, at: time, failures, invoice }].slice(-PAYMENT_RECORDS_MAX));
    },
    find(order) {
      return current(now()).find((start) => start.order === order) ?? null;
    },
    clear(order) {
      const time = now();
      const kept = current(time).filter((start) => start.order !== order);
      registry.write('payment_started', kept);
    },
  };
}
