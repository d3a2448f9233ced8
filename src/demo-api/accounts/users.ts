/** The users table: rows, look-ups, creation, updates and the Profile view (docs/product-rules.md §Account 1). */
import type { Client, Row } from '@libsql/client';
import type { Profile, SocialProvider } from '../../shared/api/account';
import { normalizeEmail } from '../../shared/validation/email';
import { queryOne } from '../storage/db';

/** One user as the demo API holds it. Picture columns are file names under `<dataDir>/uploads/`. */
export interface User {
  id: number;
  email: string;
  username: string;
  passwordHash: string | null;
  isModerator: boolean;
  emailVerified: boolean;
  bio: string;
  status: string;
  profilePicture: string | null;
  backgroundPicture: string | null;
  socialProvider: SocialProvider | null;
  dateJoined: string;
  /** The address of the latest change request, and until when (epoch ms) its link works. */
  pendingEmail: string | null;
  pendingEmailUntil: number | null;
}

function toUser(row: Row): User {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: Number(row.id),
    email: String(row.email),
    username: String(row.username),
    passwordHash: text(row.password_hash),
    isModerator: Number(row.is_moderator) === 1,
    emailVerified: Number(row.email_verified) === 1,
    bio: String(row.bio ?? ''),
    status: String(row.status ?? ''),
    profilePicture: text(row.profile_picture),
    backgroundPicture: text(row.background_picture),
    socialProvider: text(row.social_provider) as SocialProvider | null,
    dateJoined: String(row.date_joined),
    pendingEmail: text(row.pending_email),
    pendingEmailUntil: row.pending_email_until === null || row.pending_email_until === undefined ? null : Number(row.pending_email_until),
  };
}

export async function findUserById(db: Client, id: number): Promise<User | undefined> {
  const row = await queryOne(db, 'SELECT * FROM users WHERE id = ?', [id]);
  return row && toUser(row);
}

/** Looks a user up by e-mail, case-insensitively (addresses are stored normalised). */
export async function findUserByEmail(db: Client, email: string): Promise<User | undefined> {
  const row = await queryOne(db, 'SELECT * FROM users WHERE email = ?', [normalizeEmail(email)]);
  return row && toUser(row);
}

/** Looks a user up by username, case-insensitively (the column is COLLATE NOCASE). */
export async function findUserByUsername(db: Client, username: string): Promise<User | undefined> {
  const row = await queryOne(db, 'SELECT * FROM users WHERE username = ?', [username]);
  return row && toUser(row);
}

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string | null;
  isModerator?: boolean;
  emailVerified?: boolean;
  socialProvider?: SocialProvider | null;
  dateJoined: string;
}

/** Inserts a user (e-mail normalised); throws SQLite's UNIQUE error on a duplicate e-mail/username. */
export async function insertUser(db: Client, user: NewUser): Promise<User> {
  const row = await queryOne(
    db,
    `INSERT INTO users (email, username, password_hash, is_moderator, email_verified, social_provider, date_joined)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    [
      normalizeEmail(user.email),
      user.username,
      user.passwordHash,
      user.isModerator ? 1 : 0,
      user.emailVerified ? 1 : 0,
      user.socialProvider ?? null,
      user.dateJoined,
    ],
  );
  if (!row) throw new Error('insert into users returned no row');
  return toUser(row);
}

/** Columns a caller may change, by their database names. */
export interface UserUpdate {
  /** Store it normalised (normalizeEmail); the column is UNIQUE. */
  email?: string;
  username?: string;
  bio?: string;
  status?: string;
  password_hash?: string;
  email_verified?: 0 | 1;
  profile_picture?: string | null;
  background_picture?: string | null;
  social_provider?: SocialProvider | null;
  pending_email?: string | null;
  pending_email_until?: number | null;
}

/** Applies `changes` and returns the updated user (undefined if it no longer exists). */
export async function updateUser(db: Client, id: number, changes: UserUpdate): Promise<User | undefined> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return findUserById(db, id);
  const row = await queryOne(
    db,
    `UPDATE users SET ${entries.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ? RETURNING *`,
    [...entries.map(([, value]) => value as string | number | null), id],
  );
  return row && toUser(row);
}

/**
 * The Profile of docs/product-rules.md §Account 1 (shape decided in src/shared/api/account.ts). Picture URLs are
 * absolute, under `<origin>/media/`, so the client can use them as they are. `pending_email`: the
 * address a change was asked for while its link still works at `nowMs` (§Account 10), else null.
 */
export function toProfile(user: User, origin: string, nowMs: number): Profile {
  const media = (file: string | null) => (file === null ? null : `${origin}/media/${encodeURIComponent(file)}`);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    is_moderator: user.isModerator,
    email_verified: user.emailVerified,
    bio: user.bio,
    status: user.status,
    profile_picture_url: media(user.profilePicture),
    background_picture_url: media(user.backgroundPicture),
    social_provider: user.socialProvider,
    date_joined: user.dateJoined,
    pending_email: user.pendingEmail !== null && (user.pendingEmailUntil ?? 0) > nowMs ? user.pendingEmail : null,
  };
}

/**
 * Deletes a user (docs/product-rules.md §Account 12). The foreign keys cascade to refresh and one-time tokens,
 * preferences, notifications, the wishlist, the cart and sent digests; uploaded files are the caller's to
 * remove. Resolves whether a row was deleted.
 */
export async function deleteUser(db: Client, id: number): Promise<boolean> {
  const row = await queryOne(db, 'DELETE FROM users WHERE id = ? RETURNING id', [id]);
  return row !== undefined;
}
