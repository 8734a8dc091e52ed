import { translate } from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { finalDisclaimers } from '../../db/schema';
import type { DocumentDef } from '../../lib/documents';

/** What a final disclaimer certifies: which company's season was closed, and when. */
export const disclaimerContent = (d: { id: number; company_id: number; issued_at: Date }) => ({
  final_disclaimer: d.id,
  company_id: d.company_id,
  issued_at: d.issued_at.toISOString(),
});

/** The final disclaimer as a verifiable document (lib/documents), issued by final_disclaimer/store. */
export const finalDisclaimerDocument: DocumentDef = {
  async content(db: Tx, id: number) {
    const [d] = await db.select().from(finalDisclaimers).where(eq(finalDisclaimers.id, id));
    return d ? disclaimerContent(d) : null;
  },
  async describe(_db: Tx, id: number, lang: 'ar' | 'en') {
    return {
      number: `FD-${String(id).padStart(6, '0')}`,
      title: translate(lang, 'clearance.disclaimer_title'),
    };
  },
};
