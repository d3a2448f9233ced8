/**
 * Profile endpoints (docs/product-rules.md §Account 1, 3–4): GET /api/account/profile/; POST …/update/,
 * POST …/update-status/, PUT …/upload-picture/ and …/upload-background/.
 * Every one answers the Profile (shape in src/shared/api/account.ts).
 */
import type {} from '@fastify/multipart'; // request.parts() / isMultipart() types
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  UPLOAD_MAX_BYTES,
  profileUpdateRequestSchema,
  updateStatusRequestSchema,
  uploadBackgroundRequestSchema,
  uploadFields,
  uploadPictureRequestSchema,
  type Profile,
  type UploadKind,
} from '../../shared/api/account';
import { drfErrorMessages } from '../../shared/api/errors';
import { apiPaths } from '../../shared/api/paths';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import { requestOrigin, type DemoContext } from '../context';
import { isUniqueViolation } from '../storage/db';
import { ApiError, detailError, fieldErrors } from '../http/errors';
import { detectImageType } from './image-type';
import { removeUpload, storeUpload } from './uploads';
import { findUserByUsername, toProfile, updateUser, type User } from './users';
import { parseBody, parseInput } from '../http/validate';

export const uploadMessages = {
  noFile: 'No file was submitted.',
  empty: 'The submitted file is empty.',
  notImage: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image. Accepted: PNG, JPEG, WebP, GIF.',
  tooLarge: `File too large. The maximum size is ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
  tooManyParts: 'Too many files or fields in the upload: send one file.',
} as const;

/** @fastify/multipart limit errors: the file size, and too many files/fields/parts. */
const MULTIPART_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

interface ReadUpload {
  bytes: Buffer | undefined;
  fields: Record<string, string>;
}

/**
 * Reads a multipart body: the image from the `file` part (or, leniently, a file sent under the
 * URL field's name) and the text fields. Limits (5 MB, few parts) come from the multipart plugin.
 */
async function readMultipart(request: FastifyRequest, kind: UploadKind): Promise<ReadUpload> {
  const contentType = String(request.headers['content-type'] ?? '');
  if (contentType === '') throw fieldErrors({ file: [uploadMessages.noFile] });
  if (!request.isMultipart()) {
    throw detailError(415, drfErrorMessages.unsupportedMediaType(contentType.split(';')[0]!.trim()), 'unsupported_media_type');
  }
  const names = uploadFields[kind];
  let bytes: Buffer | undefined;
  let fallback: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer(); // drains the stream; throws past the size limit
        if (part.fieldname === names.file) bytes ??= data;
        else if (part.fieldname === names.url) fallback ??= data;
      } else if (typeof part.value === 'string') {
        if (part.valueTruncated) throw fieldErrors({ [part.fieldname]: ['Ensure this field has no more than 255 characters.'] });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw detailError(413, uploadMessages.tooLarge, 'file_too_large');
    if (MULTIPART_LIMITS.has(code)) throw detailError(413, uploadMessages.tooManyParts, 'too_many_parts');
    throw detailError(400, `Multipart form parse error - ${(error as Error).message}`, 'parse_error');
  }
  return { bytes: bytes ?? fallback, fields };
}

export function registerProfileRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const guard = makeAuthGuard(ctx);
  const profileOf = (user: User | undefined, request: FastifyRequest): Profile => {
    if (!user) throw detailError(404, drfErrorMessages.notFound);
    return toProfile(user, requestOrigin(ctx, request), ctx.now());
  };

  /** The signed-in user's Profile. */
  app.get(apiPaths.profile, { preHandler: guard }, async (request): Promise<Profile> => profileOf(currentUser(request), request));

  /** {username?, bio?} → the updated Profile; a username taken by someone else → 400 {username}. */
  app.post(apiPaths.profileUpdate, { preHandler: guard }, async (request): Promise<Profile> => {
    const user = currentUser(request);
    const body = parseBody(profileUpdateRequestSchema, request.body);
    if (body.username !== undefined) {
      const holder = await findUserByUsername(ctx.db, body.username);
      if (holder && holder.id !== user.id) throw fieldErrors({ username: [drfErrorMessages.usernameExists] });
    }
    try {
      return profileOf(await updateUser(ctx.db, user.id, { username: body.username, bio: body.bio }), request);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldErrors({ username: [drfErrorMessages.usernameExists] });
      throw error;
    }
  });

  /** {status} (at most 140 characters; blank clears it) → the updated Profile. */
  app.post(apiPaths.profileUpdateStatus, { preHandler: guard }, async (request): Promise<Profile> => {
    const { status } = parseBody(updateStatusRequestSchema, request.body);
    return profileOf(await updateUser(ctx.db, currentUser(request).id, { status }), request);
  });

  /** Multipart `file` (+ the URL text field) → stores the image, replaces the old one, answers the Profile. */
  const upload = (kind: UploadKind) => async (request: FastifyRequest): Promise<Profile> => {
    const user = currentUser(request);
    const { bytes, fields } = await readMultipart(request, kind);
    parseInput(kind === 'picture' ? uploadPictureRequestSchema : uploadBackgroundRequestSchema, fields);
    if (bytes === undefined) throw fieldErrors({ file: [uploadMessages.noFile] });
    if (bytes.length === 0) throw fieldErrors({ file: [uploadMessages.empty] });
    if (bytes.length > UPLOAD_MAX_BYTES) throw detailError(413, uploadMessages.tooLarge, 'file_too_large');
    const type = detectImageType(bytes);
    if (!type) throw fieldErrors({ file: [uploadMessages.notImage] });
    const name = await storeUpload(ctx.config.dataDir, user.id, kind, type, bytes);
    const column = kind === 'picture' ? 'profile_picture' : 'background_picture';
    const updated = await updateUser(ctx.db, user.id, { [column]: name });
    await removeUpload(ctx.config.dataDir, kind === 'picture' ? user.profilePicture : user.backgroundPicture);
    return profileOf(updated, request);
  };
  app.put(apiPaths.uploadPicture, { preHandler: guard }, upload('picture'));
  app.put(apiPaths.uploadBackground, { preHandler: guard }, upload('background'));
}
