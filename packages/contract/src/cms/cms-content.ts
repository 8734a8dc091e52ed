import { z } from 'zod';
import { AttachmentSchema, type AttachmentSlots } from '../attachments';
import { dataResponse, defineEndpoint, FileResponseSchema } from '../endpoint';
import { id } from '../fields';
import { plain } from './cms';

/** Spec 000 §5 news types: the fields each requires beyond the title and description. */
export const NEWS_TYPES = ['news', 'images', 'video'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/**
 * `cms/news-center` files (multipart fields, attachment slots of record type `news`): one main image,
 * up to 6 other images (`other_news_image[]`, slots `other_news_image`, `other_news_image_2`…), one
 * video up to the 500 MB media limit. Types are judged from the content, not the name.
 */
export const NEWS_FILE_SLOTS = {
  main_news_image: {
    kind: 'document',
    required: true,
    types: ['png', 'jpeg', 'webp'],
    label: { ar: 'الصورة الرئيسية', en: 'Main image' },
  },
  other_news_image: {
    kind: 'document',
    required: false,
    types: ['png', 'jpeg', 'webp'],
    label: { ar: 'صور أخرى', en: 'Other images' },
    max: 6,
  },
  news_video: {
    kind: 'media',
    required: false,
    types: ['mp4'],
    label: { ar: 'الفيديو', en: 'Video' },
  },
} as const satisfies AttachmentSlots;

/** The file a news type requires besides the main image (spec 000 §5, issue 32 §2). */
export const NEWS_TYPE_FILES: Record<NewsType, keyof typeof NEWS_FILE_SLOTS | null> = {
  news: null,
  images: 'other_news_image',
  video: 'news_video',
};

/** `POST cms/news-center/store` and `update/{id}` (multipart: these fields and the files). */
export const NewsSchema = z.object({
  news_title: plain(300),
  news_description: plain(20_000),
  news_type: z.enum(NEWS_TYPES, { error: 'cms.news_type_required' }),
});

/** `cms/eng-guide` file (record type `eng_guide`): a document or drawing, required. */
export const ENG_GUIDE_FILE_SLOTS = {
  file: {
    kind: 'drawing',
    required: true,
    types: ['pdf', 'png', 'jpeg', 'zip', 'dwg'],
    label: { ar: 'الملف', en: 'File' },
  },
} as const satisfies AttachmentSlots;

/** `POST cms/eng-guide/store` and `update/{id}` (multipart: these fields and `file`). */
export const EngGuideSchema = z.object({
  title: plain(300),
  description: plain(5_000),
});

const files = z.array(AttachmentSchema);

/** A news item as the list, the editor, the dashboard and the news page read it. */
export const NewsRowSchema = z.object({
  id,
  news_title: z.string(),
  news_description: z.string(),
  news_type: z.string(),
  created_at: z.string(),
  files,
});

/** An engineering guide with its file. */
export const EngGuideRowSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  files,
});

export const cmsContentEndpoints = {
  /** The latest news for every logged-in user (the dashboard), newest first. */
  newsLatest: defineEndpoint({
    method: 'GET',
    path: 'cms/news-center/latest',
    query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
    response: dataResponse(z.array(NewsRowSchema)),
  }),
  /** One news item with its images and video (the news page), for every logged-in user. */
  newsShow: defineEndpoint({
    method: 'GET',
    path: 'cms/news-center/show/{id}',
    response: dataResponse(NewsRowSchema),
  }),
  newsDownload: defineEndpoint({
    method: 'GET',
    path: 'cms/news-center/files/download/{id}',
    response: FileResponseSchema,
  }),
  /** The latest guides for every logged-in user (the dashboard), newest first. */
  guidesLatest: defineEndpoint({
    method: 'GET',
    path: 'cms/eng-guide/latest',
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
    response: dataResponse(z.array(EngGuideRowSchema)),
  }),
  guideDownload: defineEndpoint({
    method: 'GET',
    path: 'cms/eng-guide/files/download/{id}',
    response: FileResponseSchema,
  }),
};
