import type { ScreenRoute } from '../../routing/route-types';
import { auth, named, screensUnder } from '../../routing/screen-routes';
import { engGuide, newsBar, newsCenter, settings, terms } from './resources';

/** Content management (spec 000 §2 "Content management"; the news page for every user: see README). */
export const cmsRoutes: ScreenRoute[] = [
  ...newsCenter.routes,
  ...newsBar.routes,
  ...engGuide.routes,
  ...settings.routes,
  ...terms.routes,
  // For every logged-in user: the latest news and guides, and a news item with its images and video.
  {
    path: '/news',
    name: 'cms.routes.news',
    access: auth(),
    layout: 'shell',
    load: () => import('./latest-news'),
  },
  ...screensUnder('cms', '/news', [
    {
      name: 'news_item',
      path: '/news/:id',
      access: auth(),
      load: named(() => import('./news-page'), 'NewsPage'),
    },
  ]),
];
