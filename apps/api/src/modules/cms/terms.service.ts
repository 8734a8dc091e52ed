/**
 * Versions of the terms and conditions (`/term-conditions`): the authority writes a version and
 * publishes it; publishing asks every user (the system administrator aside) to accept the terms
 * again at the next login — the session's policy flag (`users.is_acknowledged`, `is_policy`).
 */
import { type Lang, translate } from '@mashaer/contract';
import { desc, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { terms, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { lockInScope } from '../../lib/scope';

/** The system administrator's user type never sees the policy (auth/session). */
const ADMIN_TYPE_ID = 1;

/** The latest published version's title and text in `lang`, or null when none is published. */
export async function currentTerms(db: Tx, lang: Lang) {
  const [t] = await db
    .select()
    .from(terms)
    .where(isNotNull(terms.published_at))
    .orderBy(desc(terms.version))
    .limit(1);
  return t ? { title: lang === 'en' ? t.title_en : t.title, text: lang === 'en' ? t.body_en : t.body } : null;
}

/** `POST terms/publish/{id}`: the version is published and every user asked to accept it again. */
export async function publish(ctx: AppContext, actor: Actor, id: number) {
  const row = await ctx.db.transaction(async (tx) => {
    const t = await lockInScope(tx, terms, id, null);
    if (t.published_at) throw AppError.invalid({ published_at: 'cms.terms_already_published' });
    const [done] = await tx
      .update(terms)
      .set({ published_at: sql`now()` })
      .where(sql`id = ${id}`)
      .returning();
    const asked = await tx
      .update(users)
      .set({ is_acknowledged: false, updated_at: sql`now()` })
      .where(ne(users.type_id, ADMIN_TYPE_ID))
      .returning({ id: users.id });
    await audit(tx, null, {
      event: 'terms_published',
      table: 'terms',
      recordId: id,
      old: { published_at: null },
      new: { version: t.version, users_asked: asked.length },
      module: 'cms',
      method: `terms/publish/${id}`,
      userId: actor.id,
      ip: actor.ip,
    });
    return done;
  });
  return {
    message: translate(actor.lang, 'cms.terms_published'),
    data: {
      ...row,
      published_at: row.published_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    },
  };
}
