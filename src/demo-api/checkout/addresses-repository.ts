/**
 * The address book's SQL (docs/product-rules.md §Checkout 2). Every write is one batch (one SQLite
 * transaction) whose statements carry their own conditions (the 10-address cap, the address being
 * the user's) and end by giving a book without a default its newest address as the default, so
 * "at most 10, exactly one default" holds whatever other calls run at the same time.
 */
import type { Client, InStatement, Row } from '@libsql/client';
import { ADDRESS_BOOK_MAX, type Address, type AddressFields } from '../../shared/api/addresses';
import { queryAll, queryOne } from '../storage/db';

const COLUMNS = 'id, full_name, line1, line2, city, region, postcode, country, phone, is_default, created_at';
const FIELDS = ['full_name', 'line1', 'line2', 'city', 'region', 'postcode', 'country', 'phone'] as const satisfies ReadonlyArray<keyof AddressFields>;

function toAddress(row: Row): Address {
  return {
    id: Number(row.id),
    full_name: String(row.full_name),
    line1: String(row.line1),
    line2: String(row.line2),
    city: String(row.city),
    region: String(row.region),
    postcode: String(row.postcode),
    country: String(row.country),
    phone: String(row.phone),
    is_default: Number(row.is_default) === 1,
    created_at: String(row.created_at),
  };
}

/** Makes the user's newest address the default when the book has none (nothing when it has one or is empty). */
function keepOneDefault(userId: number): InStatement {
  return {
    sql: `UPDATE addresses SET is_default = 1
          WHERE id = (SELECT id FROM addresses WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1)
            AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ? AND is_default = 1)`,
    args: [userId, userId],
  };
}

/** The user's addresses: the default first, then newest first. */
export async function listAddresses(db: Pick<Client, 'execute'>, userId: number): Promise<Address[]> {
  const rows = await queryAll(db, `SELECT ${COLUMNS} FROM addresses WHERE user_id = ? ORDER BY is_default DESC, created_at DESC, id DESC`, [userId]);
  return rows.map(toAddress);
}

/** The user's address `id`; undefined when there is none or it is another user's. `db` may be a transaction. */
export async function findAddress(db: Pick<Client, 'execute'>, userId: number, id: number): Promise<Address | undefined> {
  const row = await queryOne(db, `SELECT ${COLUMNS} FROM addresses WHERE id = ? AND user_id = ?`, [id, userId]);
  return row && toAddress(row);
}

/**
 * Adds an address (fields already checked) created at `now` (ISO 8601). It becomes the default when
 * `makeDefault` or when it is the book's first. Returns it, or 'full' (nothing written) when the book
 * already holds ADDRESS_BOOK_MAX.
 */
export async function createAddress(db: Client, userId: number, fields: AddressFields, makeDefault: boolean, now: string): Promise<Address | 'full'> {
  const hasRoom = '(SELECT COUNT(*) FROM addresses WHERE user_id = ?) < ?';
  const statements: InStatement[] = [];
  if (makeDefault) statements.push({ sql: `UPDATE addresses SET is_default = 0 WHERE user_id = ? AND is_default = 1 AND ${hasRoom}`, args: [userId, userId, ADDRESS_BOOK_MAX] });
  statements.push({
    sql: `INSERT INTO addresses (user_id, ${FIELDS.join(', ')}, is_default, created_at)
          SELECT ?, ${FIELDS.map(() => '?').join(', ')}, ?, ? WHERE ${hasRoom} RETURNING id`,
    args: [userId, ...FIELDS.map((field) => fields[field]), makeDefault ? 1 : 0, now, userId, ADDRESS_BOOK_MAX],
  });
  statements.push(keepOneDefault(userId));
  const results = await db.batch(statements, 'write');
  const inserted = results[statements.length - 2]!.rows[0];
  if (!inserted) return 'full';
  return (await findAddress(db, userId, Number(inserted.id)))!;
}

/**
 * Replaces the fields (already checked, whole) of the user's address `id`, and makes it the default
 * when `makeDefault`. Returns it, or undefined (nothing written) when it is not the user's.
 */
export async function updateAddress(db: Client, userId: number, id: number, fields: AddressFields, makeDefault: boolean): Promise<Address | undefined> {
  const statements: InStatement[] = [];
  if (makeDefault) {
    statements.push({
      sql: 'UPDATE addresses SET is_default = 0 WHERE user_id = ? AND id <> ? AND EXISTS (SELECT 1 FROM addresses WHERE id = ? AND user_id = ?)',
      args: [userId, id, id, userId],
    });
  }
  statements.push({
    sql: `UPDATE addresses SET ${FIELDS.map((field) => `${field} = ?`).join(', ')}, is_default = MAX(is_default, ?) WHERE id = ? AND user_id = ?`,
    args: [...FIELDS.map((field) => fields[field]), makeDefault ? 1 : 0, id, userId],
  });
  statements.push(keepOneDefault(userId));
  await db.batch(statements, 'write');
  return findAddress(db, userId, id);
}

/** Deletes the user's address `id`; when it was the default, the newest remaining one becomes it. False when it is not the user's. */
export async function deleteAddress(db: Client, userId: number, id: number): Promise<boolean> {
  const [deleted] = await db.batch([{ sql: 'DELETE FROM addresses WHERE id = ? AND user_id = ?', args: [id, userId] }, keepOneDefault(userId)], 'write');
  return deleted!.rowsAffected > 0;
}
