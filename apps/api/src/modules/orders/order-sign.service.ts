/** Signing an approved order (`general/order_sign/*`) through the signing module, and its printable view. */
import { translate } from '@mashaer/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { orderSignatures } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { documentUrl, issueDocument } from '../../lib/documents';
import { storedDataUrl } from '../../lib/files';
import { signatureRows } from '../../lib/signature-files';
import * as signing from '../signing/signing.service';
import { ORDER_SIGNERS, type OrderSigner, orderContent } from './order.document';
import { auditBy } from './order-audit';
import { findOrder, type Order } from './orders.repository';
import { details } from './orders.service';

/** The party the caller signs for on this order, or null. */
const signerOf = (o: Order, who: Pick<Actor, 'orgId'>): OrderSigner | null =>
  o.company_id === who.orgId
    ? 'owner'
    : o.consultant_id === who.orgId
      ? 'consultant'
      : o.contractor_id === who.orgId
        ? 'contractor'
        : null;

const signaturesOf = (db: Tx, orderId: number) =>
  signatureRows(db, orderSignatures, orderSignatures.order_id, orderId);

/** Why the caller may not sign now, or its party. */
function signable(o: Order, who: Actor) {
  if (o.status !== 'approved')
    throw AppError.invalid({ id: 'order.sign_not_approved' }, 'order.sign_not_approved');
  const party = signerOf(o, who);
  if (!party) throw AppError.forbidden();
  return party;
}

/** `POST general/order_sign/sign/{id}` with the password re-entered; the third signature issues the document. */
export async function sign(ctx: AppContext, actor: Actor, id: number, password: string) {
  signable(await findOrder(ctx.db, actor, id), actor);
  const proof = await signing.checkSignerPassword(ctx.db, actor, password);
  await signing.withCopies((copied) =>
    ctx.db.transaction(async (tx) => {
      signing.assertProof(proof, actor);
      const o = await findOrder(tx, actor, id, true);
      const party = signable(o, actor);
      const [already] = await tx
        .select({ id: orderSignatures.id })
        .from(orderSignatures)
        .where(and(eq(orderSignatures.order_id, id), eq(orderSignatures.party, party)));
      if (already) throw AppError.invalid({ id: 'order.already_signed' }, 'order.already_signed');
      const marks = await signing.signerMarks(tx, actor.id, 'contract.no_signature');
      const content = await orderContent(tx, id);
      const hash = signing.contentHash(content);
      const [row] = await tx
        .insert(orderSignatures)
        .values({ order_id: id, party, user_id: actor.id, content_hash: hash })
        .returning();
      await signing.attachMarks(tx, {
        storage: ctx.storage,
        marks,
        table: orderSignatures,
        id: row.id,
        entity: 'order_signature',
        copied,
      });
      await auditBy(tx, actor, {
        event: 'signed',
        table: 'order_signatures',
        recordId: row.id,
        new: { order_id: id, party, content_hash: hash },
        method: 'general/order_sign/sign',
      });
      const all = await signaturesOf(tx, id);
      if (ORDER_SIGNERS.every((p) => all.some((s) => s.party === p)))
        await issueDocument(tx, { type: 'order', recordId: id, content, issuedBy: actor.id });
    }),
  );
  return { message: translate(actor.lang, 'order.signed'), data: await checkSign(ctx, actor, id) };
}

/** `POST general/order_sign/unsign/{id}`: withdraws the caller's signature while the order is not fully signed. */
export async function unsign(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const o = await findOrder(tx, actor, id, true);
    const party = signable(o, actor);
    const all = await signaturesOf(tx, id);
    if (all.length === ORDER_SIGNERS.length)
      throw AppError.invalid({ id: 'order.fully_signed' }, 'order.fully_signed');
    const mine = all.find((s) => s.party === party);
    if (!mine) throw AppError.invalid({ id: 'order.not_signed' }, 'order.not_signed');
    await tx.delete(orderSignatures).where(eq(orderSignatures.id, mine.id));
    await auditBy(tx, actor, {
      event: 'unsigned',
      table: 'order_signatures',
      recordId: mine.id,
      old: { order_id: id, party },
      method: 'general/order_sign/unsign',
    });
  });
  return { message: translate(actor.lang, 'order.unsigned'), data: await checkSign(ctx, actor, id) };
}

/** `POST general/order_sign/check-sign/{id}`: who has signed, and whether the caller may sign now. */
export async function checkSign(ctx: AppContext, actor: Actor, id: number) {
  const o = await findOrder(ctx.db, actor, id);
  const all = await signaturesOf(ctx.db, id);
  const party = signerOf(o, actor);
  return {
    party,
    signed: !!party && all.some((s) => s.party === party),
    can_sign: o.status === 'approved' && !!party && !all.some((s) => s.party === party),
    complete: all.length === ORDER_SIGNERS.length,
    parties: ORDER_SIGNERS.map((p) => {
      const s = all.find((x) => x.party === p);
      return { party: p, signed: !!s, user_name: s?.user_name ?? null, signed_at: s?.signed_at ?? null };
    }),
  };
}

/** `POST general/order_sign/{id}`: the printable order — details, signatures with their marks, the QR link. */
export async function printable(ctx: AppContext, actor: Actor, id: number) {
  const order = await details(ctx.db, actor, id);
  const sigs = await signaturesOf(ctx.db, id);
  return {
    data: {
      order,
      signatures: await Promise.all(
        sigs.map(async (s) => ({
          party: s.party,
          user_name: s.user_name,
          signed_at: s.signed_at,
          content_hash: s.content_hash,
          signature_image: await storedDataUrl(ctx.db, ctx.storage, s.signature_file_id),
          stamp_image: await storedDataUrl(ctx.db, ctx.storage, s.stamp_file_id),
        })),
      ),
      sign: await checkSign(ctx, actor, id),
      qr_url: await documentUrl(ctx.db, ctx.config.PUBLIC_URL, { type: 'order', recordId: id }),
    },
  };
}
