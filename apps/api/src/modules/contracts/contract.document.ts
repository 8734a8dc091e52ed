import { translate } from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contractSignatures, contracts } from '../../db/schema';
import type { DocumentDef } from '../../lib/documents';

/** What a contract certifies: its text in both languages, fixed when it is created. */
export const contractContent = (c: { content_ar: string; content_en: string }) => ({
  ar: c.content_ar,
  en: c.content_en,
});

/**
 * The contract as a verifiable document (lib/documents): issued when both parties have signed;
 * genuine while its text still hashes to what was issued and both signatures cover that hash.
 */
export const contractDocument: DocumentDef = {
  async content(db: Tx, id: number) {
    const [c] = await db.select().from(contracts).where(eq(contracts.id, id));
    return c ? contractContent(c) : null;
  },
  async intact(db: Tx, id: number, hash: string) {
    const [c] = await db
      .select({ status: contracts.contract_status, hash: contracts.content_hash })
      .from(contracts)
      .where(eq(contracts.id, id));
    const sigs = await db
      .select({ hash: contractSignatures.content_hash })
      .from(contractSignatures)
      .where(eq(contractSignatures.contract_id, id));
    return (
      c?.status === 'signed' && c.hash === hash && sigs.length === 2 && sigs.every((s) => s.hash === hash)
    );
  },
  async describe(_db: Tx, id: number, lang: 'ar' | 'en') {
    return { number: String(id), title: translate(lang, 'contract.title') };
  },
};
