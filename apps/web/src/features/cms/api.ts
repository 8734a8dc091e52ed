import type { Attachment } from '@mashaer/contract';
import { dataQuery } from '../../api/data-query';

/** A news bar line as the top bar reads it. */
type NewsLine = { id: number; text: string; text_en: string };

/** The lines the top bar scrolls now (visible, within their dates). */
export const activeNewsQuery = () =>
  dataQuery<NewsLine[]>(['cms', 'news-bar', 'active'], 'cms/news-bar/active');

/** A news item or a guide as every user reads it (its files through their authorised routes). */
type NewsItem = {
  id: number;
  news_title: string;
  news_description: string;
  news_type: string;
  created_at: string;
  files: Attachment[];
};
type Guide = { id: number; title: string; description: string; created_at: string; files: Attachment[] };

export const latestNewsQuery = (limit = 5) =>
  dataQuery<NewsItem[]>(['cms', 'news', 'latest', limit], `cms/news-center/latest?limit=${limit}`);
export const newsItemQuery = (id: string) =>
  dataQuery<NewsItem>(['cms', 'news', id], `cms/news-center/show/${id}`, { fresh: true });
export const latestGuidesQuery = () =>
  dataQuery<Guide[]>(['cms', 'guides', 'latest'], 'cms/eng-guide/latest');
