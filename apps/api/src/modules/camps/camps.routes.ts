import { campsEndpoints as e, type PermissionName } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../lib/actor';
import { listResponse } from '../../lib/list';
import { route } from '../../lib/route';
import { campAppointmentsRoutes } from './camp-appointments.routes';
import { campAssignmentsRoutes } from './camp-assignments.routes';
import * as camps from './camps.service';
import { citiesRoutes, squaresRoutes } from './reference.routes';
import * as tafweej from './tafweej.service';

const perm = (permission: PermissionName) => ({ permission }) as const;

/**
 * Spec §7 "Camp assignment", "Camps", "Appointments and contracts" (the paths, bodies and answers
 * are the contract's `campsEndpoints`), plus the lifecycle call `general/assign_camps/change_status/{id}`,
 * the attachment downloads and the appointment / absence / deliveries lists, which the spec leaves
 * out (ARCHITECTURE §3 pattern). Who may do what: camps, their assignment and the delivery outcome
 * are the authority's (delivery-camp-index); a company reads and edits its own assignments
 * (delivery-assign-index, row scope); booking is delivery-appointment-creat-index; tafweej needs
 * its own permission and a `token_tafweej`.
 */
export async function campsRoutes(app: FastifyInstance, ctx: AppContext) {
  await squaresRoutes(app, ctx);
  await citiesRoutes(app, ctx);
  const tags = ['camps'];

  // ---- camps ----
  const campOpts = { access: perm('delivery-camp-index'), tags };
  const campById = { ...campOpts, resource: { table: 'camps' } };
  route(app, e.campList, campOpts, async ({ query, body }, actor) => {
    const { page, filters } = await camps.list(ctx, actor, { page: query.page, body });
    return listResponse(page, filters);
  });
  route(app, e.campEdit, campById, ({ params }, actor) => camps.edit(ctx, actor, params.id));
  route(app, e.campStore, campOpts, ({ body }, actor) => camps.store(ctx, actor, body));
  route(app, e.campUpdate, campById, ({ params, body }, actor) => camps.update(ctx, actor, params.id, body));
  route(app, e.campStatus, campById, ({ params, body }, actor) =>
    camps.setStatus(ctx, actor, params.id, body.status),
  );
  route(app, e.campDelete, campById, ({ params }, actor) => camps.remove(ctx, actor, params.id));
  route(app, e.campFormData, { access: perm('delivery'), tags }, (_, actor) => camps.allData(ctx, actor));
  route(app, e.campsBySquare, { ...campOpts, resource: { table: 'squares' } }, ({ params }, actor) =>
    camps.bySquare(ctx, actor, params.id),
  );

  // ---- tafweej ----
  const tafweejOpts = { access: perm('delivery-camp-tafweej'), tags };
  route(app, e.tafweejSendOtp, tafweejOpts, ({ body }, actor, { req }) => {
    const { phone, email } = currentUser(req);
    return tafweej.sendOtp(ctx, actor, { phone, email }, body.code);
  });
  route(app, e.tafweejCamps, tafweejOpts, async ({ query, body }, actor) => {
    const { page, filters } = await tafweej.getCamps(ctx, actor, body.token_tafweej, {
      page: query.page,
      body,
    });
    return listResponse(page, filters);
  });
  route(app, e.tafweejChangeStatus, tafweejOpts, ({ body }, actor) =>
    tafweej.changeCampStatus(ctx, actor, body),
  );
  route(app, e.tafweejCheckAssign, tafweejOpts, ({ body }, actor) =>
    tafweej.checkAssignCamp(ctx, actor, body),
  );

  await campAssignmentsRoutes(app, ctx);
  await campAppointmentsRoutes(app, ctx);
}
