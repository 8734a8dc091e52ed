/**
 * The area's screens as one module, loaded with its first route: apart, each was small enough to
 * be merged into the shared list screens' chunk and so loaded by every desk list (measured 28 Nov:
 * /users +1.5 kB). The results chart (ECharts) stays a chunk of its own.
 */
export { AnswerPage } from './answer-page';
export { AnsweredPage, PendingPage } from './my-lists';
export { QuestionnaireFormPage } from './questionnaire-form';
export { QuestionnaireListPage } from './questionnaire-list';
export { ResultsPage } from './results-page';
export { UsersDetailsPage, UsersListPage } from './users-pages';
