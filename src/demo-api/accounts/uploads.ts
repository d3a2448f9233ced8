/**
 * Stored profile pictures and backgrounds (docs/product-rules.md §Account 4–5): files under `<dataDir>/uploads/`, named
 * `<userId>-<kind>-<random>.<ext>` so names are unguessable and never come from the client.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadKind } from '../../shared/api/account';
import { PRIVATE_FILE_MODE, UPLOADS_DIR_NAME, ensurePrivateDir } from '../storage/db';
import type { ImageType } from './image-type';

/** Names we create: the only names /media/ will serve. */
export const STORED_NAME = /^\d+-(picture|background)-[A-Za-z0-9_-]{16}\.(png|jpg|webp|gif)$/;

export function uploadsDir(dataDir: string): string {
  return join(dataDir, UPLOADS_DIR_NAME);
}

/** Writes `bytes` as a new file and returns its name. */
export async function storeUpload(dataDir: string, userId: number, kind: UploadKind, type: ImageType, bytes: Buffer): Promise<string> {
  const dir = uploadsDir(dataDir);
  await ensurePrivateDir(dir); // 0700: the files are served through /media/, never read by others
  const name = `${userId}-${kind}-${randomBytes(12).toString('base64url')}.${type.extension}`;
  await writeFile(join(dir, name), bytes, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return name;
}

/** Deletes a stored file (a replaced picture); ignores names we did not create and missing files. */
export async function removeUpload(dataDir: string, name: string | null): Promise<void> {
  if (name === null || !STORED_NAME.test(name)) return;
  await rm(join(uploadsDir(dataDir), name), { force: true });
}

/** Reads a stored file, or undefined when the name is not one of ours or the file is gone. */
export async function readUpload(dataDir: string, name: string): Promise<Buffer | undefined> {
  if (!STORED_NAME.test(name)) return undefined;
  try {
    return await readFile(join(uploadsDir(dataDir), name));
  } catch {
    return undefined;
  }
}
