/** The local mailbox (issue 3): e-mails the demo API "sends" are rows the dashboard shows. */
import type { Client } from '@libsql/client';
import { queryAll, run } from './db';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** The one link the mail is about (reset or verification), if any. */
  link: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** Stores an e-mail in the mailbox. */
export async function sendMail(db: Client, mail: Omit<Mail, 'id'>): Promise<void> {
  await run(db, 'INSERT INTO mailbox (to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)', [
    mail.to,
    mail.subject,
    mail.body,
    mail.link,
    mail.createdAt,
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
    createdAt: String(row.created_at),
  }));
}
