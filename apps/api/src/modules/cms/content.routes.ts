import {
  ENG_GUIDE_FILE_SLOTS,
  EngGuideRowSchema,
  EngGuideSchema,
  cmsContentEndpoints as e,
  NEWS_FILE_SLOTS,
  NEWS_TYPE_FILES,
  NewsRowSchema,
  NewsSchema,
  type NewsType,
} from '@mashaer/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { engGuides, news } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { openAttachment } from '../../lib/attachments';
import { type CrudFiles, withFiles } from '../../lib/crud-files';
import { sendOpened } from '../../lib/files';
import { route } from '../../lib/route';
import { cmsCrud } from './cms-crud';

const newsFiles: CrudFiles = {
  area: {
    recordType: 'news',
    slots: NEWS_FILE_SLOTS,
    module: 'cms',
    downloadUrl: (id) => `/api/cms/news-center/files/download/${id}`,
  },
  requiredFor: (v) => [NEWS_TYPE_FILES[v.news_type as NewsType]],
};
const guideFiles: CrudFiles = {
  area: {
    recordType: 'eng_guide',
    slots: ENG_GUIDE_FILE_SLOTS,
    module: 'cms',
    downloadUrl: (id) => `/api/cms/eng-guide/files/download/${id}`,
  },
};
const search = z.string().max(100).optional();

/**
 * Spec 000 §7 `cms/news-center` (list not paged: one long page) and `cms/eng-guide` (paged): list
 * GET as the spec and POST for the list screen, edit/{id}, store, update/{id}, destroy/{id}, each
 * store and update multipart (the fields and the files, types from the content, the slots'
 * limits). For every logged-in user: the latest news and guides (the dashboard), a news item (the
 * news page) and the files.
 */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  await cmsCrud(app, ctx, {
    module: 'cms',
    table: news,
    basePath: '/cms/news-center',
    permission: 'cms-newscenter-index',
    create: NewsSchema,
    row: NewsRowSchema,
    files: newsFiles,
    filters: {
      schema: { search, news_type: search },
      defs: {
        search: { op: 'search', columns: [news.news_title, news.news_description] },
        news_type: { op: 'eq', column: news.news_type },
      },
    },
    sorts: { id: news.id, created_at: news.created_at },
    defaultSort: { by: 'id', dir: 'desc' },
  });
  await cmsCrud(app, ctx, {
    module: 'cms',
    table: engGuides,
    basePath: '/cms/eng-guide',
    permission: 'cms-EngGuide-index',
    create: EngGuideSchema,
    row: EngGuideRowSchema,
    files: guideFiles,
    filters: {
      schema: { search },
      defs: { search: { op: 'search', columns: [engGuides.title, engGuides.description] } },
    },
    sorts: { id: engGuides.id },
    defaultSort: { by: 'id', dir: 'desc' },
  });

  const ACTIVE = { access: 'active' as const, tags: ['cms'] };
  route(app, e.newsLatest, ACTIVE, async ({ query }, actor) => {
    const rows = await ctx.db.select().from(news).orderBy(desc(news.id)).limit(query.limit);
    return { data: await withFiles(ctx.db, newsFiles, rows, actor.lang) };
  });
  route(
    app,
    e.newsShow,
    { ...ACTIVE, resource: { table: 'news', shared: true } },
    async ({ params }, actor) => {
      const rows = await ctx.db.select().from(news).where(eq(news.id, params.id));
      if (!rows.length) throw AppError.notFound();
      return { data: (await withFiles(ctx.db, newsFiles, rows, actor.lang))[0] };
    },
  );
  route(app, e.guidesLatest, ACTIVE, async ({ query }, actor) => {
    const rows = await ctx.db.select().from(engGuides).orderBy(desc(engGuides.id)).limit(query.limit);
    return { data: await withFiles(ctx.db, guideFiles, rows, actor.lang) };
  });
  for (const [endpoint, files, table] of [
    [e.newsDownload, newsFiles, news],
    [e.guideDownload, guideFiles, engGuides],
  ] as const) {
    // Every logged-in user reads the news and the guides: a file is found when its record exists.
    const area = {
      ...files.area,
      findRecord: async (tx: typeof ctx.db, _actor: unknown, id: number) => {
        const [r] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
        return r && { companyId: null };
      },
    };
    route(
      app,
      endpoint,
      {
        ...ACTIVE,
        resource: { table: 'attachments', rows: `t.record_type = '${files.area.recordType}'`, shared: true },
      },
      async ({ params }, actor, { reply }) =>
        sendOpened(reply, { ...(await openAttachment(ctx, area, actor, params.id)), inline: true }),
    );
  }
}
