/**
 * The JWT signing secret: made on first start in the data dir, never hard-coded
 * (docs/product-rules.md §Sessions 12).
 * 64 random bytes in `<dataDir>/secret.key`, base64url text, file mode 0600.
 */
import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SECRET_FILE_NAME = 'secret.key';

/** Reads the secret from `<dataDir>/secret.key`, creating it (exclusively, mode 0600) on first start. */
export async function loadOrCreateSecret(dataDir: string): Promise<Buffer> {
  const file = join(dataDir, SECRET_FILE_NAME);
  try {
    // 'wx' fails if the file exists, so two servers starting together never overwrite each other.
    await writeFile(file, randomBytes(64).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600); // also an existing file someone widened (§Security 12)
  const secret = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  if (secret.length < 32) throw new Error(`${file} holds fewer than 32 bytes; delete it to generate a new one`);
  return secret;
}
