/** Profile endpoints of spec point 7: GET /api/account/profile/ (issue 2); update, status and uploads (issue 3). */
import type { FastifyInstance } from 'fastify';
import type { Profile } from '../../shared/api/account';
import { apiPaths } from '../../shared/api/paths';
import { currentUser, makeAuthGuard } from '../auth-guard';
import { requestOrigin, type DemoContext } from '../context';
import { toProfile } from '../users';

export function registerProfileRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const guard = makeAuthGuard(ctx);

  /** The signed-in user's Profile (shape in src/shared/api/account.ts). */
  app.get(apiPaths.profile, { preHandler: guard }, async (request): Promise<Profile> => {
    return toProfile(currentUser(request), requestOrigin(ctx, request));
  });
}
