import { dataQuery } from '../../api/data-query';

/** A news bar line as the top bar reads it. */
type NewsLine = { id: number; text: string; text_en: string };

/** The lines the top bar scrolls now (visible, within their dates). */
export const activeNewsQuery = () =>
  dataQuery<NewsLine[]>(['cms', 'news-bar', 'active'], 'cms/news-bar/active');
