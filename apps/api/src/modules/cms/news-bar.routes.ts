import { cmsEndpoints, NewsBarRowSchema, NewsBarSchema } from '@mashaer/contract';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { newsBar } from '../../db/schema';
import { searchOnly } from '../../lib/named-resource';
import { route } from '../../lib/route';
import { cmsCrud } from './cms-crud';

type Line = typeof newsBar.$inferSelect;
const present = (r: Record<string, unknown>) => ({ ...r, visible: r.visible ? 1 : 0 });
const shared = {
  module: 'cms',
  table: newsBar,
  basePath: '/cms/news-bar',
  permission: 'cms-newsbar-index' as const,
  create: NewsBarSchema,
  row: NewsBarRowSchema,
  filters: searchOnly(newsBar.text, newsBar.text_en),
  sorts: { id: newsBar.id },
  defaultSort: { by: 'id', dir: 'desc' as const },
  present,
};

/**
 * Spec 000 §7 `cms/news-bar` (paged list GET, edit/{id}, store, update/{id}, destroy/{id}) and the
 * list protocol's POST of the same list (the shared list screen); `cms/news-bar/active`: the lines
 * the top bar scrolls, for every logged-in user.
 */
export async function newsBarRoutes(app: FastifyInstance, ctx: AppContext) {
  await cmsCrud(app, ctx, shared);
  route(app, cmsEndpoints.newsBarActive, { access: 'active', tags: ['cms'] }, async () => {
    const today = sql`(now() at time zone 'Asia/Riyadh')::date`;
    const rows: Line[] = await ctx.db
      .select()
      .from(newsBar)
      .where(
        and(
          eq(newsBar.visible, true),
          or(isNull(newsBar.starts_on), lte(newsBar.starts_on, today)),
          or(isNull(newsBar.ends_on), gte(newsBar.ends_on, today)),
        ),
      )
      .orderBy(asc(newsBar.id))
      .limit(20);
    return { data: rows.map((r) => ({ ...r, visible: r.visible ? (1 as const) : (0 as const) })) };
  });
}
