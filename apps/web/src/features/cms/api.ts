import type { EngGuideRowSchema, NewsBarRowSchema, NewsRowSchema } from '@mashaer/contract';
import type { z } from 'zod';
import { dataQuery } from '../../api/data-query';

type NewsLine = z.infer<typeof NewsBarRowSchema>;

/** The lines the top bar scrolls now (visible, within their dates). */
export const activeNewsQuery = () =>
  dataQuery<NewsLine[]>(['cms', 'news-bar', 'active'], 'cms/news-bar/active');

/** A news item or a guide as every user reads it (its files through their authorised routes). */
type NewsItem = z.infer<typeof NewsRowSchema>;
type Guide = z.infer<typeof EngGuideRowSchema>;

export const latestNewsQuery = (limit = 5) =>
  dataQuery<NewsItem[]>(['cms', 'news', 'latest', limit], `cms/news-center/latest?limit=${limit}`);
export const newsItemQuery = (id: string) =>
  dataQuery<NewsItem>(['cms', 'news', id], `cms/news-center/show/${id}`, { fresh: true });
export const latestGuidesQuery = () =>
  dataQuery<Guide[]>(['cms', 'guides', 'latest'], 'cms/eng-guide/latest');
