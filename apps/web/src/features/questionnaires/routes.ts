import type { ScreenRoute } from '../../routing/route-types';
import { auth, named, screenRows, screensUnder } from '../../routing/screen-routes';
import { groups, questions } from './resources';

const group = screenRows('questionnaires');
const screens = () => import('./screens');

/** Questionnaires and my questionnaires (spec 001 §2, paths verbatim). */
export const questionnairesRoutes: ScreenRoute[] = [
  ...group('pending', '/questionnaires/pendingQuestionnaires', 'view-my-questionnaires', [
    ['list', named(screens, 'PendingPage'), { menu: ['questionnaires', 1, 'pending_questionnaires'] }],
  ]),
  // Where the required-questionnaire redirect lands (spec 001 §8), by the questionnaire's id.
  ...screensUnder('questionnaires', '/questionnaires/pendingQuestionnaires', [
    {
      name: 'answer',
      path: '/questionnaires/myQuestionnaires/:id',
      load: named(screens, 'AnswerPage'),
      access: auth('view-my-questionnaires'),
    },
  ]),
  ...group('answered', '/questionnaires/answeredQuestionnaires', 'view-my-questionnaires', [
    ['list', named(screens, 'AnsweredPage'), { menu: ['questionnaires', 2, 'answered_questionnaires'] }],
  ]),
  ...group('questionnaires', '/questionnaires', 'view-questionnaires', [
    ['list', named(screens, 'QuestionnaireListPage'), { menu: ['questionnaires', 3, 'questionnaires'] }],
    ['new', named(screens, 'QuestionnaireFormPage'), { path: '/new', name: 'questionnaires_new' }],
    ['edit', named(screens, 'QuestionnaireFormPage')],
    ['results', named(screens, 'ResultsPage')],
  ]),
  ...questions.routes,
  ...groups.routes,
  ...group('users', '/questionnaires/usersQuestionnaires', 'view-users-questionnaire', [
    ['list', named(screens, 'UsersListPage'), { menu: ['questionnaires', 6, 'users_questionnaires'] }],
    ['details', named(screens, 'UsersDetailsPage'), { path: '/:id' }],
  ]),
];
