/**
 * What the licence workflows do alike: refuse a request whose form is not filled (readiness,
 * temporary) and, on approval, issue the licence's document (readiness, car).
 */
import type { DocumentType, MessageKey } from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { formAnswers } from '../../db/schema';
import { issueDocument } from '../../lib/documents';
import type { Guard } from '../../lib/workflow';

type Row = { id: number } & Record<string, unknown>;
/** The context of a workflow's `after` step (a guard's, with the record as it now is). */
type AfterContext<R extends Row> = Parameters<Guard<R>>[0] & { after: R };

/**
 * The "form not filled" guard: the request's filling has an answer, else `refusal`. The engine
 * accepts a save only when every required question the saver may answer is answered, so any answer
 * means its part is complete (questions of other audiences — the design office — are theirs to answer).
 */
export const formFilled =
  (refusal: MessageKey) =>
  async ({ tx, row }: { tx: Tx; row: { filling_id: number | null } }) => {
    if (row.filling_id === null) return refusal;
    const [a] = await tx
      .select({ id: formAnswers.id })
      .from(formAnswers)
      .where(eq(formAnswers.filling_id, row.filling_id))
      .limit(1);
    return a ? null : refusal;
  };

/**
 * The `after` step that issues an approved licence as a verifiable document: its content as
 * `content` reads it, valid over the record's period (`validity`), issued by the approver.
 */
export const issueLicenceDocument =
  <R extends Row>(
    type: DocumentType,
    content: (tx: Tx, id: number) => Promise<unknown>,
    validity: (row: R) => { from: Date | null; until: Date | null },
  ) =>
  async ({ tx, actor, after }: AfterContext<R>) => {
    const { from, until } = validity(after);
    await issueDocument(tx, {
      type,
      recordId: after.id,
      content: await content(tx, after.id),
      validFrom: from ?? undefined,
      validUntil: until,
      issuedBy: actor.id,
    });
  };
