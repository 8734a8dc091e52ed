import { profileEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sendOpened } from '../../lib/files';
import { route } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import { currentUser } from '../../plugins/access';
import * as service from './profile.service';

/** A 2 MB PNG is about 2.7 MB as base64 text: above the server's default body limit. */
const SIGNATURE_BODY_LIMIT = 3 * 1024 * 1024;

/** `/profile` (spec 000 §2: no permission key): reading needs a login, changing an active account. */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['profile'];
  const signedIn = { access: 'authenticated', tags } as const;
  const active = { access: 'active', tags } as const;

  route(app, e.show, signedIn, (_, actor) => service.getProfile(ctx, actor));
  route(app, e.update, active, ({ body }, actor) => service.updateProfile(ctx, actor, body));
  route(app, e.changePassword, active, ({ body }, actor, { req }) =>
    service.changePassword(ctx, actor, currentUser(req).tokenId, body),
  );
  route(app, e.saveSignature, { ...active, bodyLimit: SIGNATURE_BODY_LIMIT }, ({ body }, actor, { req }) =>
    service.saveSignature(ctx, actor, body.signature, req.log),
  );
  route(app, e.saveStamp, active, (_, actor, { req }) =>
    service.saveStamp(ctx, actor, multipartOf(req), req.log),
  );
  // The caller's own signature and stamp, shown inline and never cached unchecked.
  for (const [endpoint, field] of [
    [e.signature, 'signature'],
    [e.stamp, 'stamp'],
  ] as const)
    route(app, endpoint, signedIn, async (_, actor, { reply }) => {
      const f = await service.openProfileFile(ctx, actor.id, field);
      reply.header('cache-control', 'private, no-cache');
      return sendOpened(reply, f);
    });
}
