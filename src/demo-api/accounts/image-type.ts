/**
 * Detects an image type from its first bytes: an upload is checked by its bytes, not its name or type
 * (docs/product-rules.md §Account 5).
 * PNG, JPEG, WebP and GIF only, the types of UPLOAD_ALLOWED_MIME_TYPES.
 */
import type { UploadMimeType } from '../../shared/api/account';

export interface ImageType {
  mime: UploadMimeType;
  /** File extension without the dot. */
  extension: 'png' | 'jpg' | 'webp' | 'gif';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type of `bytes`, or undefined when they are not a PNG, JPEG, WebP or GIF. */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: 'image/webp', extension: 'webp' };
  return undefined;
}

/** MIME type for a stored file name's extension (what /media/ answers with). */
export function mimeForExtension(fileName: string): UploadMimeType | undefined {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return ({ png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const)[extension as 'png'];
}
