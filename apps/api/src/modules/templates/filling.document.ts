import type { Tx } from '../../db/client';
import type { DocumentDef } from '../../lib/documents';
import { answersContent, answersOf, findFilling, validSignatures } from './engine.service';
import { findVersion } from './versions';

/**
 * A form filling as a verifiable document (lib/documents): issued when it is complete (the last
 * signature, or answered when the form has no signers); it certifies the answers (the same value
 * `answers_hash` covers). Genuine while the stored answers still hash to what was issued and every
 * signer slot holds a valid signature of that hash.
 */
export const fillingDocument: DocumentDef = {
  async content(db: Tx, id: number) {
    const f = await findFilling(db, { fillingId: id });
    return f ? answersContent(db, f, await answersOf(db, id)) : null;
  },
  async intact(db: Tx, id: number, hash: string) {
    const f = await findFilling(db, { fillingId: id });
    if (!f || f.answers_hash !== hash) return false;
    const signers = (await findVersion(db, f.form_version_id))!.definition.signers;
    const complete = f.status === 'signed' || (f.status === 'answered' && signers.length === 0);
    const sigs = await validSignatures(db, id);
    return complete && sigs.length === signers.length && sigs.every((s) => s.answers_hash === hash);
  },
  async describe(db: Tx, id: number, lang: 'ar' | 'en') {
    const f = await findFilling(db, { fillingId: id });
    const def = (await findVersion(db, f!.form_version_id))!.definition;
    return { number: String(id), title: (lang === 'en' ? def.name_en : def.name) || def.name };
  },
};
