/**
 * Telling the company about its appointment: the bell and an SMS, queued in the change's
 * transaction; and the audit row every appointment and absence change writes.
 */
import { APPOINTMENT_STATUS_LABEL, type AppointmentStatus, translate } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { query, type Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { siteTimeZone } from '../../lib/site-time';
import { enqueueMessage } from '../../messaging/outbox';
import { notifyUsers } from '../notifications/notifications.service';

/** Tells the company by notification (in the transaction) and, after commit, by SMS. */
async function tellCompany(
  ctx: AppContext,
  appointmentId: number,
  key: 'appointment.notify' | 'appointment.notify_changed' | 'absence.notify',
  tx?: Tx,
) {
  const [r] = await query<{
    company_id: number;
    phone: string;
    email: string;
    camp: string;
    square: string;
    appointment: string | Date;
    status: AppointmentStatus;
  }>(
    tx ?? ctx.db,
    sql`select a.company_id, u.phone, u.email, c.camp_number as camp, s.name as square, a.appointment, a.status
          from appointments a join users u on u.id = a.company_id join camps c on c.id = a.camp_id
          join squares s on s.id = c.square_id where a.id = ${appointmentId}`,
  );
  if (!r) return null;
  // The company reads Arabic first (spec §1); the time in the site's zone.
  const date = new Date(r.appointment).toLocaleString('ar-SA-u-ca-gregory-nu-latn', {
    timeZone: siteTimeZone(),
  });
  const text = translate('ar', key, {
    camp: r.camp,
    square: r.square,
    date,
    status: translate('ar', APPOINTMENT_STATUS_LABEL[r.status]),
  });
  return { ...r, text, link: `/appointments` };
}

/** The in-app notification and the SMS, both queued in the change's transaction. */
async function notify(ctx: AppContext, tx: Tx, id: number, key: Parameters<typeof tellCompany>[2]) {
  const msg = await tellCompany(ctx, id, key, tx);
  if (!msg) return null;
  await notifyUsers(tx, [msg.company_id], msg.text, msg.link);
  const outboxId = await enqueueMessage(
    tx,
    { channel: 'sms', to: msg.phone, userId: msg.company_id, email: msg.email, body: msg.text },
    { sendNow: true },
  );
  return { ...msg, outboxId };
}

/** After the commit: the request sends its SMS itself (the dispatcher retries it if that fails). */
async function sms(ctx: AppContext, msg: Awaited<ReturnType<typeof notify>>) {
  if (msg) await ctx.outbox.deliver([msg.outboxId]);
}

/** An appointment or absence change's audit row (module `appointments`), written as the actor. */
export const logChange = (
  tx: Tx,
  actor: Pick<Actor, 'id' | 'ip'>,
  e: Omit<Parameters<typeof audit>[2], 'module' | 'userId' | 'ip'>,
) => audit(tx, null, { ...e, module: 'appointments', userId: actor.id, ip: actor.ip });

/**
 * A change the company is told of: the change, its audit row and the notice in one transaction, the
 * SMS after the commit.
 */
export async function withNotice<T>(
  ctx: AppContext,
  actor: Pick<Actor, 'id' | 'ip'>,
  change: (tx: Tx) => Promise<{
    result: T;
    log: Parameters<typeof logChange>[2];
    notice: [appointmentId: number, key: Parameters<typeof tellCompany>[2]];
  }>,
): Promise<T> {
  let message: Awaited<ReturnType<typeof notify>> = null;
  const result = await ctx.db.transaction(async (tx) => {
    const r = await change(tx);
    await logChange(tx, actor, r.log);
    message = await notify(ctx, tx, ...r.notice);
    return r.result;
  });
  await sms(ctx, message);
  return result;
}
