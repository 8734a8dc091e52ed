import {
  ChangePasswordSchema,
  MessageResponseSchema,
  ProfileAnswerSchema,
  ProfileImageSavedSchema,
  ProfileSignatureSchema,
  ProfileUpdatedSchema,
  ProfileUpdateSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { answers, fileAnswer } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import * as service from './profile.service';

const tags = ['profile'];
/** A 2 MB PNG is about 2.7 MB as base64 text: above the server's default body limit. */
const SIGNATURE_BODY_LIMIT = 3 * 1024 * 1024;

/** `/profile` (spec 000 §2: no permission key): reading needs a login, changing an active account. */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/profile',
    {
      config: { access: 'authenticated' },
      schema: { response: answers({ 200: ProfileAnswerSchema }), tags },
    },
    (req) => service.getProfile(ctx, req, currentUser(req).id),
  );

  r.post(
    '/profile/update',
    {
      config: { access: 'active' },
      schema: { tags, response: answers({ 200: ProfileUpdatedSchema }), body: ProfileUpdateSchema },
    },
    (req) => service.updateProfile(ctx, req, currentUser(req).id, req.body),
  );

  r.post(
    '/profile/change-password',
    {
      config: { access: 'active' },
      schema: { tags, response: answers({ 200: MessageResponseSchema }), body: ChangePasswordSchema },
    },
    (req) => service.changePassword(ctx, req, currentUser(req), req.body),
  );

  r.post(
    '/profile/signature',
    {
      config: { access: 'active' },
      bodyLimit: SIGNATURE_BODY_LIMIT,
      schema: { tags, response: answers({ 200: ProfileImageSavedSchema }), body: ProfileSignatureSchema },
    },
    (req) => service.saveSignature(ctx, req, currentUser(req).id, req.body.signature),
  );

  r.post(
    '/profile/stamp',
    {
      config: { access: 'active' },
      schema: {
        tags,
        response: answers({ 200: ProfileImageSavedSchema }),
        consumes: ['multipart/form-data'],
      },
    },
    (req) => service.saveStamp(ctx, req, currentUser(req).id),
  );

  r.get(
    '/profile/signature',
    { config: { access: 'authenticated' }, schema: { response: answers({ 200: fileAnswer }), tags } },
    (req, reply) => service.sendProfileFile(ctx, reply, currentUser(req).id, 'signature'),
  );

  r.get(
    '/profile/stamp',
    { config: { access: 'authenticated' }, schema: { response: answers({ 200: fileAnswer }), tags } },
    (req, reply) => service.sendProfileFile(ctx, reply, currentUser(req).id, 'stamp'),
  );
}
