import { alliancesEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { listResponse } from '../../../lib/list';
import { route } from '../../../lib/route';
import * as service from './alliances.service';

/**
 * Spec §7 "Alliances" (the contract's `alliancesEndpoints`: paths verbatim, `change_Leader`
 * included) and the list of /alliances, which needs no permission (spec 000 §2: its rows are
 * scoped to the caller's alliance without alliance-index). Membership is an invitation the
 * organisation answers (issue 14 defect 9): `general/alliance_memberships?page`, `…/edit/{id}`,
 * `…/change_status/{id}` and `general/alliance_members/leave` (ARCHITECTURE §3 pattern).
 */
export async function alliancesRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['alliances'];
  const managed = { access: { permission: 'alliance-index' } as const, tags };
  const active = { access: 'active' as const, tags };
  const membership = { ...active, resource: { table: 'alliance_memberships' } };

  route(app, e.list, active, async ({ query, body }, actor) =>
    listResponse(await service.list(ctx, actor, { page: query.page, body })),
  );
  route(app, e.organisations, managed, (_, actor) => service.organisations(ctx, actor));
  route(app, e.storeWithMembers, managed, ({ body }, actor) => service.storeWithMembers(ctx, actor, body));
  route(app, e.changeLeader, managed, ({ body }, actor) => service.changeLeader(ctx, actor, body));
  route(app, e.addMember, managed, ({ body }, actor) => service.addMember(ctx, actor, body));
  route(app, e.removeMember, managed, ({ body }, actor) => service.removeMember(ctx, actor, body));
  route(app, e.leave, active, ({ body }, actor) => service.leave(ctx, actor, body.alliance_id));
  route(app, e.memberships, active, async ({ query, body }, actor) =>
    listResponse(await service.listMemberships(ctx, actor, { page: query.page, body })),
  );
  route(app, e.membership, membership, async ({ params }, actor) => ({
    data: await service.showMembership(ctx, actor, params.id),
  }));
  route(app, e.changeMembershipStatus, membership, ({ params, body }, actor) =>
    service.changeMembershipStatus(ctx, actor, params.id, body.action),
  );
}
