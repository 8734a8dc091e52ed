/** The filling as its screens and its printed document show it. */
import { FILLING_STATUS_LABELS, type FillingStatus } from '@mashaer/contract';
import { inArray, sql } from 'drizzle-orm';
import { query, type Tx } from '../../../db/client';
import { files } from '../../../db/schema';
import { documentUrl } from '../../../lib/documents';
import { storedDataUrl } from '../../../lib/files';
import type { Storage } from '../../../lib/storage';
import { findVersion } from '../versions';
import { answersOf, mayAnswer } from './answers';
import type { Actor, Filling } from './core';
import { listSigners } from './signatures';

/**
 * A filling as the fill, sign and print screens show it: the pinned version's questions with the
 * answers (and answer ids), totals, signer slots and, for the print view, signature and stamp
 * images and the verification link.
 */
export async function fillingView(
  tx: Tx,
  user: Actor,
  f: Filling,
  opts: { images?: boolean; storage?: Storage; publicUrl?: string; lang?: 'ar' | 'en' } = {},
) {
  const version = (await findVersion(tx, f.form_version_id))!;
  const def = version.definition;
  const rows = await answersOf(tx, f.id);
  const ans = new Map(rows.map((r) => [r.question_id, r]));
  const fileIds = rows.map((r) => r.file_id).filter((x): x is number => x !== null);
  const fileRows = fileIds.length
    ? await tx
        .select({ id: files.id, name: files.original_name, size: files.size, mime: files.mime })
        .from(files)
        .where(inArray(files.id, fileIds))
    : [];
  const signers = await listSigners(tx, f);
  const current = signers.find((s) => s.state === 'current') ?? null;
  const [company] =
    f.company_id === null
      ? []
      : await query<{
          id: number;
          name: string;
          company_name_ar: string | null;
          company_name_en: string | null;
        }>(tx, sql`select id, name, company_name_ar, company_name_en from users where id = ${f.company_id}`);
  const lang = opts.lang ?? 'ar';
  return {
    filling: {
      id: f.id,
      form_id: f.form_id,
      form_version_id: f.form_version_id,
      version: version.version,
      subject_type: f.subject_type,
      subject_id: f.subject_id,
      status: f.status,
      status_text: FILLING_STATUS_LABELS[f.status as FillingStatus][lang],
      total_halalas: Number(f.total_halalas),
      answers_hash: f.answers_hash,
      answered_at: f.answered_at,
      signed_at: f.signed_at,
      verify_code: f.verify_code,
      verify_url: opts.publicUrl
        ? ((await documentUrl(tx, opts.publicUrl, { type: 'form_filling', recordId: f.id }))?.url ?? null)
        : null,
      company: company
        ? {
            id: company.id,
            name: (lang === 'en' ? company.company_name_en : company.company_name_ar) ?? company.name,
          }
        : null,
    },
    form: {
      id: f.form_id,
      name: def.name,
      name_en: def.name_en,
      type: def.type,
      withCategory: def.with_category ? 1 : 0,
    },
    questions: def.questions.map((q) => {
      const a = ans.get(q.question_id);
      const file = a?.file_id ? (fileRows.find((x) => x.id === a.file_id) ?? null) : null;
      return {
        ...q,
        can_answer: f.status !== 'signed' && mayAnswer(user, def, q),
        answer_id: a?.id ?? null,
        value: a?.value ?? null,
        quantity: a?.quantity ?? null,
        line_total_halalas:
          a?.line_total_halalas === null || a === undefined ? null : Number(a.line_total_halalas),
        file,
      };
    }),
    signers: await Promise.all(
      signers.map(async (s) => ({
        ...s,
        signature_image:
          opts.images && s.signature && opts.storage
            ? await storedDataUrl(tx, opts.storage, s.signature.signature_file_id)
            : null,
        stamp_image:
          opts.images && s.signature && opts.storage
            ? await storedDataUrl(tx, opts.storage, s.signature.stamp_file_id)
            : null,
      })),
    ),
    current_signer_num: current?.signer_num ?? null,
    can_sign:
      !!current &&
      (f.status === 'answered' || f.status === 'signing') &&
      current.type_id === user.typeId &&
      (current.user_id === null || current.user_id === user.id),
  };
}
