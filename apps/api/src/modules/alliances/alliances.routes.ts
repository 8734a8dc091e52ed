import {
  AllianceChangeLeaderSchema,
  AllianceListBodySchema,
  AllianceMemberSchema,
  AllianceStoreSchema,
  ListQuerySchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { listResponse } from '../../lib/list';
import { currentUser } from '../../plugins/access';
import * as service from './alliances.service';

const tags = ['alliances'];
const access = { permission: 'alliance-index' } as const;

/** Spec §7 "Alliances" (paths verbatim, `change_Leader` included) and the list of /alliances. */
export async function alliancesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/general/alliance',
    { config: { access }, schema: { tags, querystring: ListQuerySchema, body: AllianceListBodySchema } },
    async (req) =>
      listResponse(await service.list(ctx, req, currentUser(req), { page: req.query.page, body: req.body })),
  );

  r.get('/general/alliance/organisations', { config: { access }, schema: { tags } }, (req) =>
    service.organisations(ctx, req),
  );

  r.post(
    '/general/alliance/store_with_members',
    { config: { access }, schema: { tags, body: AllianceStoreSchema } },
    async (req, reply) =>
      reply.code(201).send(await service.storeWithMembers(ctx, req, currentUser(req), req.body)),
  );

  r.post(
    '/general/alliance/change_Leader',
    { config: { access }, schema: { tags, body: AllianceChangeLeaderSchema } },
    (req) => service.changeLeader(ctx, req, currentUser(req), req.body),
  );

  r.post(
    '/general/alliance_members/store',
    { config: { access }, schema: { tags, body: AllianceMemberSchema } },
    (req) => service.addMember(ctx, req, currentUser(req), req.body),
  );

  r.post(
    '/general/alliance_members/remove_member',
    { config: { access }, schema: { tags, body: AllianceMemberSchema } },
    (req) => service.removeMember(ctx, req, currentUser(req), req.body),
  );
}
