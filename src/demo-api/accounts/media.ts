/** Serves uploaded pictures at /media/<name> (docs/product-rules.md §Account 5), only names the demo API created. */
import type { FastifyInstance } from 'fastify';
import type { DemoContext } from '../context';
import { detailError } from '../http/errors';
import { mimeForExtension } from './image-type';
import { readUpload } from './uploads';
import { drfErrorMessages } from '../../shared/api/errors';

export function registerMediaRoutes(app: FastifyInstance, ctx: DemoContext): void {
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const bytes = await readUpload(ctx.config.dataDir, request.params.name);
    const mime = mimeForExtension(request.params.name);
    if (!bytes || !mime) throw detailError(404, drfErrorMessages.notFound);
    return reply
      .header('content-type', mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'cross-origin') // the web app and app:// show these images
      .header('cache-control', 'public, max-age=31536000, immutable') // names are never reused
      .send(bytes);
  });
}
