/**
 * The local mailbox (docs/product-rules.md §Demo 4): e-mails the demo API "sends" are rows the dashboard shows. It stands
 * in for the user's inbox, so it holds the whole link, token included (the token table itself keeps
 * only hashes); demo.db is therefore private to its owner (db.ts, §Security 12–13).
 *
 * Mail goes out after the answer, as a real backend hands it to a queue: the reset answer then takes
 * the same time whether or not the account exists (§Security 11). Readers of the mailbox call
 * {@link settleDeliveries} first, so a mail is always there once its request was answered.
 */
import type { Client } from '@libsql/client';
import { queryAll, run } from '../storage/db';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** The one link the mail is about (reset or verification), if any. */
  link: string | null;
  /** The HTML part, when the mail has one (the digest, §Notifications 13); `body` is the plain-text part. */
  html?: string | null;
  /** ISO 8601. */
  createdAt: string;
}

const pending = new WeakMap<Client, Set<Promise<void>>>();

/**
 * Runs `task` (which writes mail) after the current answer has gone out, i.e. on a later turn of
 * the event loop; `onError` gets its failure (the caller was already answered). Tracked per
 * database so {@link settleDeliveries} can wait for it.
 */
export function deliverLater(db: Client, task: () => Promise<unknown>, onError: (error: unknown) => void): void {
  const set = pending.get(db) ?? new Set<Promise<void>>();
  pending.set(db, set);
  const delivery: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .then(() => undefined, onError)
    .finally(() => set.delete(delivery));
  set.add(delivery);
}

/** Waits until every mail handed to {@link deliverLater} for `db` has been written (or failed). */
export async function settleDeliveries(db: Client): Promise<void> {
  const set = pending.get(db);
  while (set && set.size > 0) await Promise.all([...set]);
}

/** Stores an e-mail in the mailbox. */
export async function sendMail(db: Pick<Client, 'execute'>, mail: Omit<Mail, 'id'>): Promise<void> {
  await run(db, 'INSERT INTO mailbox (to_email, subject, body, link, created_at, html) VALUES (?, ?, ?, ?, ?, ?)', [
    mail.to,
    mail.subject,
    mail.body,
    mail.link,
    mail.createdAt,
    mail.html ?? null,
  ]);
}

/** The mailbox, newest first, optionally only one recipient's mail; at most `limit` e-mails. */
export async function listMail(db: Client, to?: string, limit = 100): Promise<Mail[]> {
  const rows = to
    ? await queryAll(db, 'SELECT * FROM mailbox WHERE to_email = ? ORDER BY id DESC LIMIT ?', [to.toLowerCase(), limit])
    : await queryAll(db, 'SELECT * FROM mailbox ORDER BY id DESC LIMIT ?', [limit]);
  return rows.map((row) => ({
    id: Number(row.id),
    to: String(row.to_email),
    subject: String(row.subject),
    body: String(row.body),
    link: row.link === null ? null : String(row.link),
    html: row.html === null || row.html === undefined ? null : String(row.html),
    createdAt: String(row.created_at),
  }));
}
