/**
 * Response compression (docs/product-rules.md §API 12: a phone's first page waits on the API's answers): JSON, SVG
 * pictures and other text answers of at least {@link COMPRESSION_THRESHOLD_BYTES} are sent
 * Brotli- or gzip-encoded when the request's Accept-Encoding allows it, with `Vary:
 * Accept-Encoding`. A list of six figures is about 20 kB of JSON and about 4 kB gzip; home asks
 * for three such lists before its first picture can load. Images that are already compressed
 * (PNG, JPEG, WebP) are sent as they are: @fastify/compress only encodes compressible types.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this (bytes) are sent as they are: encoding them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for answers made per request: 4 compresses about as well as gzip -6 and much
 * faster than the default (11, meant for files compressed once at build time).
 */
const BROTLI_QUALITY = 4;

/** Registers @fastify/compress for every route (register before the routes). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
