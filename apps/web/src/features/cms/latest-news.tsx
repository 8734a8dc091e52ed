/** The latest news and guides panel, loaded apart (the dashboard shows it; see README). */
export { LatestNews as default } from './news-page';
