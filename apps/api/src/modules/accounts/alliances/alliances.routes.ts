import {
  AllianceChangeLeaderSchema,
  AllianceLeaderAnswerSchema,
  AllianceLeaveSchema,
  AllianceListAnswerSchema,
  AllianceListBodySchema,
  AllianceMemberSchema,
  AllianceMembershipActionSchema,
  AllianceMembershipListBodySchema,
  AllianceOrganisationsAnswerSchema,
  AllianceStoredAnswerSchema,
  AllianceStoreSchema,
  idParam,
  ListQuerySchema,
  MembershipAnswerSchema,
  MembershipListAnswerSchema,
  MembershipWriteAnswerSchema,
  MessageResponseSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { actorOf } from '../../../lib/actor';
import { listResponse } from '../../../lib/list';
import { answers } from '../../../lib/route';
import { currentUser } from '../../../plugins/access';
import * as service from './alliances.service';

const tags = ['alliances'];
const access = { permission: 'alliance-index' } as const;
const membership = { table: 'alliance_memberships' };

/**
 * Spec §7 "Alliances" (paths verbatim, `change_Leader` included) and the list of /alliances, which
 * needs no permission (spec 000 §2: its rows are scoped to the caller's alliance without
 * alliance-index). Membership is an invitation the organisation answers (issue 14 defect 9):
 * `general/alliance_memberships?page`, `…/edit/{id}`, `…/change_status/{id}` and
 * `general/alliance_members/leave` (ARCHITECTURE §3 pattern).
 */
export async function alliancesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/general/alliance',
    {
      config: { access: 'active' },
      schema: {
        tags,
        response: answers({ 200: AllianceListAnswerSchema }),
        querystring: ListQuerySchema,
        body: AllianceListBodySchema,
      },
    },
    async (req) =>
      listResponse(await service.list(ctx, req, currentUser(req), { page: req.query.page, body: req.body })),
  );

  r.get(
    '/general/alliance/organisations',
    { config: { access }, schema: { response: answers({ 200: AllianceOrganisationsAnswerSchema }), tags } },
    (req) => service.organisations(ctx, req),
  );

  r.post(
    '/general/alliance/store_with_members',
    {
      config: { access },
      schema: { tags, response: answers({ 201: AllianceStoredAnswerSchema }), body: AllianceStoreSchema },
    },
    async (req, reply) =>
      reply.code(201).send(await service.storeWithMembers(ctx, req, currentUser(req), req.body)),
  );

  r.post(
    '/general/alliance/change_Leader',
    {
      config: { access },
      schema: {
        tags,
        response: answers({ 200: AllianceLeaderAnswerSchema }),
        body: AllianceChangeLeaderSchema,
      },
    },
    (req) => service.changeLeader(ctx, req, currentUser(req), req.body),
  );

  r.post(
    '/general/alliance_members/store',
    {
      config: { access },
      schema: { tags, response: answers({ 200: MembershipWriteAnswerSchema }), body: AllianceMemberSchema },
    },
    (req) => service.addMember(ctx, req, currentUser(req), req.body),
  );

  r.post(
    '/general/alliance_members/remove_member',
    {
      config: { access },
      schema: { tags, response: answers({ 200: MessageResponseSchema }), body: AllianceMemberSchema },
    },
    (req) => service.removeMember(ctx, req, currentUser(req), req.body),
  );

  r.post(
    '/general/alliance_members/leave',
    {
      config: { access: 'active' },
      schema: { tags, response: answers({ 200: MembershipWriteAnswerSchema }), body: AllianceLeaveSchema },
    },
    (req) => service.leave(ctx, actorOf(req), req.body.alliance_id),
  );

  r.post(
    '/general/alliance_memberships',
    {
      config: { access: 'active' },
      schema: {
        tags,
        response: answers({ 200: MembershipListAnswerSchema }),
        querystring: ListQuerySchema,
        body: AllianceMembershipListBodySchema,
      },
    },
    async (req) =>
      listResponse(
        await service.listMemberships(ctx, actorOf(req), { page: req.query.page, body: req.body }),
      ),
  );

  r.get(
    '/general/alliance_memberships/edit/:id',
    {
      config: { access: 'active', resource: membership },
      schema: { tags, response: answers({ 200: MembershipAnswerSchema }), params: idParam },
    },
    async (req) => ({ data: await service.showMembership(ctx, actorOf(req), req.params.id) }),
  );

  r.post(
    '/general/alliance_memberships/change_status/:id',
    {
      config: { access: 'active', resource: membership },
      schema: {
        tags,
        response: answers({ 200: MembershipWriteAnswerSchema }),
        params: idParam,
        body: AllianceMembershipActionSchema,
      },
    },
    (req) => service.changeMembershipStatus(ctx, actorOf(req), req.params.id, req.body.action),
  );
}
