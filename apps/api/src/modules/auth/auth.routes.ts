import {
  CheckUserSchema,
  CodeSentAnswerSchema,
  idParam,
  LoginAnswerSchema,
  LoginSchema,
  MyRegistrationSchema,
  NoticeSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  PermissionsAnswerSchema,
  PolicyAcknowledgedSchema,
  PolicyAnswerSchema,
  SessionAnswerSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { sendFile } from '../../lib/files';
import { fileAnswer } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import * as auth from './auth.service';
import * as registration from './registration.service';
import { sessionPayload } from './session.service';

const tags = ['auth'];

/** Spec §7 "Auth": paths verbatim. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/Check-user-with-sms',
    {
      config: { access: 'public' },
      schema: { tags, body: CheckUserSchema, response: { 200: CodeSentAnswerSchema } },
    },
    (req) => auth.checkUserWithSms(ctx, req, req.body),
  );

  r.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags, body: LoginSchema, response: { 200: LoginAnswerSchema } },
    },
    (req) => auth.login(ctx, req, req.body),
  );

  r.post(
    '/auth/logout',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: NoticeSchema } } },
    (req) => {
      const u = currentUser(req);
      return auth.logout(ctx, req, u.id, u.email);
    },
  );

  // Sibling sites (Arafat, Muzdalifah) announce a logout here, signed with the shared secret.
  r.post(
    '/auth/sibling-logout',
    { config: { access: 'public' }, schema: { tags, hide: true, response: { 200: NoticeSchema } } },
    (req) =>
      auth.siblingLogout(
        ctx,
        req,
        JSON.stringify(req.body ?? {}),
        req.headers['x-mashaer-signature'] as string,
      ),
  );

  r.get(
    '/auth/permission-me',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: PermissionsAnswerSchema } } },
    async (req) => {
      const s = await sessionPayload(ctx.db, currentUser(req).id, req.lang);
      return { data: { permissions: s.permissions, user: s.user, type: s.type } };
    },
  );

  r.get(
    '/auth/me',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: SessionAnswerSchema } } },
    async (req) => ({
      data: await sessionPayload(ctx.db, currentUser(req).id, req.lang),
    }),
  );

  r.get(
    '/auth/policy',
    { config: { access: 'public' }, schema: { tags, response: { 200: PolicyAnswerSchema } } },
    (req) => auth.policy(req.lang),
  );

  r.post(
    '/auth/acknowledge-policy',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: PolicyAcknowledgedSchema } } },
    (req) => auth.acknowledgePolicy(ctx, req, currentUser(req).id),
  );

  r.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: NoticeSchema } },
    },
    async (req, reply) => reply.code(201).send(await registration.register(ctx, req)),
  );

  r.get(
    '/auth/registration',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: MyRegistrationSchema } } },
    (req) => registration.myRegistration(ctx, req, currentUser(req).id),
  );

  r.post(
    '/auth/registration',
    {
      config: { access: 'authenticated' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: NoticeSchema } },
    },
    (req) => registration.resubmitRegistration(ctx, req, currentUser(req).id),
  );

  r.get(
    '/auth/registration/file/:id',
    { config: { access: 'authenticated' }, schema: { tags, params: idParam, response: { 200: fileAnswer } } },
    (req, reply) =>
      sendFile(ctx.db, reply, ctx.config.uploadDir, {
        id: req.params.id,
        entity: 'user',
        entityId: currentUser(req).id,
      }),
  );

  r.post(
    '/auth/password-reset-request',
    {
      config: { access: 'public' },
      schema: { tags, body: PasswordResetRequestSchema, response: { 200: NoticeSchema } },
    },
    (req) => auth.requestPasswordReset(ctx, req, req.body),
  );

  r.post(
    '/auth/password-reset',
    {
      config: { access: 'public' },
      schema: { tags, body: PasswordResetSchema, response: { 200: NoticeSchema } },
    },
    (req) => auth.resetPassword(ctx, req, req.body),
  );
}
