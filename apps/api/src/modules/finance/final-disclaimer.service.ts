/**
 * The final disclaimer (issue 20 §3; spec 001 §7 "Clearance"): when every required department
 * accepted a company, the authority issues it, a verifiable document (QR) that closes the company's
 * season.
 */
import { translate } from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { documentUrl, issueDocument } from '../../lib/documents';
import { notifyUsers } from '../notifications/notifications.service';
import * as repo from './clearance.repository';
import { companyClearance, required } from './clearance.service';
import { disclaimerContent } from './final-disclaimer.document';
import { assertAuthority } from './finance.shared';

/** `POST general/final_disclaimer/fetch_companies`: the companies every department accepted. */
export async function fetchCompanies(ctx: AppContext, actor: Actor) {
  assertAuthority(actor);
  const voters = required(ctx);
  const rows = await repo.clearedCompanies(ctx.db, voters);
  return {
    data: rows.map((r) => ({
      id: r.id,
      company_name: actor.lang === 'en' ? r.en : r.ar,
      final_disclaimer_id: r.final_disclaimer_id,
    })),
  };
}

/** `POST general/final_disclaimer/store`: issues the final disclaimer and closes the season. */
export async function issueDisclaimer(ctx: AppContext, actor: Actor, companyId: number) {
  assertAuthority(actor);
  try {
    const d = await ctx.db.transaction(async (tx) => {
      const company = await repo.lockActiveCompany(tx, companyId);
      if (!company) throw AppError.invalid({ company_id: 'clearance.company_unknown' });
      const votes = (await repo.votesOf(tx, [companyId])).get(companyId) ?? [];
      if (companyClearance(actor, required(ctx), votes).clearance_status !== 'cleared')
        throw AppError.invalid({ company_id: 'clearance.not_cleared' }, 'clearance.not_cleared');
      // Votes cast before a bill was issued do not clear it: the company's unpaid bills are
      // checked when the disclaimer is issued, and named in the refusal.
      const bills = await repo.unpaidBills(tx, companyId);
      const open = [...bills.sadad, ...bills.invoices].map((b) => b.number ?? `#${b.id}`);
      if (open.length) {
        const refusal = { key: 'clearance.disclaimer_unpaid' as const, params: { bills: open.join(', ') } };
        throw new AppError(422, refusal.key, { params: refusal.params, fields: { company_id: refusal } });
      }
      const row = await repo.insertDisclaimer(tx, companyId, actor.id);
      await issueDocument(tx, {
        type: 'final_disclaimer',
        recordId: row.id,
        content: disclaimerContent(row),
        issuedBy: actor.id,
      });
      await notifyUsers(
        tx,
        [companyId],
        translate('ar', 'clearance.notify_disclaimer'),
        `/clearance/${companyId}/all`,
      );
      await audit(tx, null, {
        event: 'final_disclaimer_issued',
        table: 'final_disclaimers',
        recordId: row.id,
        old: null,
        new: { company_id: companyId },
        module: 'finance',
        method: 'general/final_disclaimer/store',
        userId: actor.id,
        ip: actor.ip,
      });
      return row;
    });
    return {
      message: translate(actor.lang, 'clearance.disclaimer_issued'),
      data: {
        id: d.id,
        company_id: d.company_id,
        issued_at: d.issued_at.toISOString(),
        document: await documentUrl(ctx.db, ctx.config.PUBLIC_URL, {
          type: 'final_disclaimer',
          recordId: d.id,
        }),
      },
    };
  } catch (e) {
    if (isUniqueViolation(e))
      throw AppError.invalid({ company_id: 'clearance.already_issued' }, 'clearance.already_issued');
    throw e;
  }
}
