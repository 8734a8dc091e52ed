import type { ScreenRoute } from '../../routing/route-types';
import { auth, named, screenRows, screensUnder } from '../../routing/screen-routes';
import { groups, questions } from './resources';

const group = screenRows('questionnaires');
const mine = () => import('./my-lists');
const users = () => import('./users-pages');
const builder = () => import('./questionnaire-form');

/** Questionnaires and my questionnaires (spec 001 §2, paths verbatim). */
export const questionnairesRoutes: ScreenRoute[] = [
  ...group('pending', '/questionnaires/pendingQuestionnaires', 'view-my-questionnaires', [
    ['list', named(mine, 'PendingPage'), { menu: ['questionnaires', 1, 'pending_questionnaires'] }],
  ]),
  // Where the required-questionnaire redirect lands (spec 001 §8), by the questionnaire's id.
  ...screensUnder('questionnaires', '/questionnaires/pendingQuestionnaires', [
    {
      name: 'answer',
      path: '/questionnaires/myQuestionnaires/:id',
      load: named(() => import('./answer-page'), 'AnswerPage'),
      access: auth('view-my-questionnaires'),
    },
  ]),
  ...group('answered', '/questionnaires/answeredQuestionnaires', 'view-my-questionnaires', [
    ['list', named(mine, 'AnsweredPage'), { menu: ['questionnaires', 2, 'answered_questionnaires'] }],
  ]),
  ...group('questionnaires', '/questionnaires', 'view-questionnaires', [
    [
      'list',
      named(() => import('./questionnaire-list'), 'QuestionnaireListPage'),
      { menu: ['questionnaires', 3, 'questionnaires'] },
    ],
    ['new', named(builder, 'QuestionnaireFormPage'), { path: '/new', name: 'questionnaires_new' }],
    ['edit', named(builder, 'QuestionnaireFormPage')],
    ['results', named(() => import('./results-page'), 'ResultsPage')],
  ]),
  ...questions.routes,
  ...groups.routes,
  ...group('users', '/questionnaires/usersQuestionnaires', 'view-users-questionnaire', [
    ['list', named(users, 'UsersListPage'), { menu: ['questionnaires', 6, 'users_questionnaires'] }],
    ['details', named(users, 'UsersDetailsPage'), { path: '/:id' }],
  ]),
];
