import { campsEndpoints as e, type PermissionName } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listResponse } from '../../lib/list';
import { route } from '../../lib/route';
import * as absences from './absences.service';
import * as appointments from './appointments.service';

const perm = (permission: PermissionName) => ({ permission }) as const;

/** Appointments (booking, the lists) and absence. */
export async function campAppointmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['camps'];
  const resource = { table: 'appointments' };
  const read = { access: perm('delivery-appointment-index'), tags };
  const book = { access: perm('delivery-appointment-creat-index'), tags };

  route(app, e.appointmentList, read, async ({ query, body }, actor) =>
    listResponse(await appointments.list(ctx, actor, { page: query.page, body })),
  );
  route(app, e.appointmentEdit, { ...read, resource }, ({ params }, actor) =>
    appointments.edit(ctx, actor, params.id),
  );
  route(app, e.appointmentStore, book, ({ body }, actor) => appointments.store(ctx, actor, body));
  route(app, e.appointmentUpdate, { ...book, resource }, ({ params, body }, actor) =>
    appointments.update(ctx, actor, params.id, body),
  );
  route(app, e.appointmentDelete, { ...book, resource }, ({ params }, actor) =>
    appointments.remove(ctx, actor, params.id),
  );

  // ---- absence ----
  const absence = { access: perm('absence-history'), tags };
  route(app, e.absenceList, absence, async ({ query, body }, actor) =>
    listResponse(await absences.listAbsences(ctx, actor, { page: query.page, body })),
  );
  route(app, e.absenceStore, absence, ({ body }, actor) => absences.recordAbsence(ctx, actor, body));
}
