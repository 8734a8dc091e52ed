/** What the readiness and car licence workflows do alike on approval: issue the licence's document. */
import type { DocumentType } from '@mashaer/contract';
import type { Tx } from '../../db/client';
import { issueDocument } from '../../lib/documents';
import type { Guard } from '../../lib/workflow';

type Row = { id: number } & Record<string, unknown>;
/** The context of a workflow's `after` step (a guard's, with the record as it now is). */
type AfterContext<R extends Row> = Parameters<Guard<R>>[0] & { after: R };

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
