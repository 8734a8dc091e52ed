import type { ScreenRoute } from '../../routing/route-types';

const questions = { kind: 'auth', permission: 'tamplate-question-index' } as const;
const categories = { kind: 'auth', permission: 'tamplate-question_category-index' } as const;
const forms = { kind: 'auth', permission: 'tamplate-form-index' } as const;
/** Filling, signing and printing: any active user; the server decides by the filling's subject. */
const filler = { kind: 'auth' } as const;

export const templatesRoutes: ScreenRoute[] = [
  {
    path: '/questions',
    name: 'templates.routes.questions',
    access: questions,
    layout: 'shell',
    load: () => import('./questions/questions-list-page'),
  },
  {
    path: '/questions/create',
    name: 'templates.routes.questions_create',
    access: questions,
    layout: 'shell',
    parent: '/questions',
    load: () => import('./questions/question-create-page'),
  },
  {
    path: '/questions/update/:id',
    name: 'templates.routes.questions_update',
    access: questions,
    layout: 'shell',
    parent: '/questions',
    load: () => import('./questions/question-edit-page'),
  },
  {
    path: '/question-category',
    name: 'templates.routes.categories',
    access: categories,
    layout: 'shell',
    load: () => import('./categories/categories-list-page'),
  },
  {
    path: '/question-category/create',
    name: 'templates.routes.categories_create',
    access: categories,
    layout: 'shell',
    parent: '/question-category',
    load: () => import('./categories/category-create-page'),
  },
  {
    path: '/question-category/update/:id',
    name: 'templates.routes.categories_update',
    access: categories,
    layout: 'shell',
    parent: '/question-category',
    load: () => import('./categories/category-edit-page'),
  },
  {
    path: '/forms',
    name: 'templates.routes.forms',
    access: forms,
    layout: 'shell',
    load: () => import('./forms/forms-list-page'),
  },
  {
    path: '/forms/create',
    name: 'templates.routes.forms_create',
    access: forms,
    layout: 'shell',
    parent: '/forms',
    load: () => import('./forms/form-create-page'),
  },
  {
    path: '/forms/update/:id',
    name: 'templates.routes.forms_update',
    access: forms,
    layout: 'shell',
    parent: '/forms',
    load: () => import('./forms/form-edit-page'),
  },
  {
    path: '/forms/questions-price/:id',
    name: 'templates.routes.forms_prices',
    access: forms,
    layout: 'shell',
    parent: '/forms',
    load: () => import('./forms/form-prices-page'),
  },
  {
    path: '/forms/fillings',
    name: 'templates.routes.fillings',
    access: filler,
    layout: 'shell',
    load: () => import('./fillings/fillings-list-page'),
  },
  {
    path: '/forms/fill/:id',
    name: 'templates.routes.fill',
    access: filler,
    layout: 'shell',
    parent: '/forms/fillings',
    load: () => import('./fillings/fill-page'),
  },
  {
    path: '/forms/sign/:id',
    name: 'templates.routes.sign',
    access: filler,
    layout: 'shell',
    parent: '/forms/fillings',
    load: () => import('./fillings/sign-page'),
  },
  {
    path: '/forms/print/:id',
    name: 'templates.routes.print',
    access: filler,
    layout: 'bare',
    load: () => import('./fillings/print-page'),
  },
];
