import { authEndpoints as e, NoticeSchema } from '@mashaer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sendOpened } from '../../lib/files';
import { route } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import { currentUser } from '../../plugins/access';
import { openUserFile } from '../accounts/users/users.service';
import * as auth from './auth.service';
import * as registration from './registration.service';
import { sessionPayload } from './session.service';

/** What a public route's service needs of its request (it has no actor). */
const clientOf = (req: FastifyRequest): auth.Client => ({ ip: req.ip ?? null, lang: req.lang, log: req.log });

/** Spec §7 "Auth": paths verbatim (the contract's `authEndpoints`). */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['auth'];
  const open = { access: 'public', tags } as const;
  const signedIn = { access: 'authenticated', tags } as const;

  route(app, e.checkUserWithSms, open, ({ body }, _, { req }) =>
    auth.checkUserWithSms(ctx, clientOf(req), body),
  );
  route(app, e.login, open, ({ body }, _, { req }) => auth.login(ctx, clientOf(req), body));
  route(app, e.logout, signedIn, (_, actor, { req }) =>
    auth.logout(ctx, actor, currentUser(req).email, req.log),
  );

  // Sibling sites (Arafat, Muzdalifah) announce a logout here, signed with the shared secret:
  // registered by hand, as the signature is over the raw body and the route is hidden from the
  // OpenAPI document.
  app.post(
    '/auth/sibling-logout',
    { config: { access: 'public' }, schema: { tags, hide: true, response: { 200: NoticeSchema } } },
    (req) =>
      auth.siblingLogout(
        ctx,
        clientOf(req),
        JSON.stringify(req.body ?? {}),
        req.headers['x-mashaer-signature'] as string | undefined,
      ),
  );

  route(app, e.permissionMe, signedIn, async (_, actor) => {
    const s = await sessionPayload(ctx.db, actor.id, actor.lang);
    return { data: { permissions: s.permissions, user: s.user, type: s.type } };
  });
  route(app, e.me, signedIn, async (_, actor) => ({
    data: await sessionPayload(ctx.db, actor.id, actor.lang),
  }));
  route(app, e.policy, open, (_, __, { req }) => auth.policy(ctx, req.lang));
  route(app, e.acknowledgePolicy, signedIn, (_, actor) => auth.acknowledgePolicy(ctx, actor));

  route(app, e.register, open, (_, __, { req }) =>
    registration.register(ctx, clientOf(req), multipartOf(req)),
  );
  route(app, e.myRegistration, signedIn, (_, actor) => registration.myRegistration(ctx, actor));
  route(app, e.resubmitRegistration, signedIn, (_, actor, { req }) =>
    registration.resubmitRegistration(ctx, actor, multipartOf(req), req.log),
  );
  route(app, e.registrationFile, signedIn, async ({ params }, actor, { reply }) =>
    sendOpened(reply, await openUserFile(ctx, params.id, actor.id)),
  );

  route(app, e.passwordResetRequest, open, ({ body }, _, { req }) =>
    auth.requestPasswordReset(ctx, clientOf(req), body),
  );
  route(app, e.passwordReset, open, ({ body }, _, { req }) => auth.resetPassword(ctx, clientOf(req), body));
}
