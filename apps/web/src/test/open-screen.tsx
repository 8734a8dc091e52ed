import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import type { Lang } from '../i18n/i18n';
import { renderScreen } from './render';
import { loginAs } from './session-fixtures';

/** A user driving a screen as its tests do: no typing delay, no pointer-events check (antd's overlays). */
export const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/** A logged-in user: its type code and its permissions (`loginAs`'s arguments). */
export type LoginAs = Parameters<typeof loginAs>;

/**
 * Logs in `as` a user and renders `ui` at `at`, mounted at `at`'s pattern (a trailing number is the
 * route's `:id`: `/sadad/details/7` at `/sadad/details/:id`); the user driving it comes with the
 * render's result.
 */
export async function openScreenAs(as: LoginAs, ui: ReactElement, lang: Lang, at = '/') {
  loginAs(...as);
  const u = fastUser();
  const path = at.split('?')[0].replace(/\/\d+$/, '/:id');
  return { u, ...(await renderScreen(ui, { lang, at, path })) };
}

/**
 * The JSON bodies POSTed to `path` (an msw pattern) as they arrive, each answered with `answer` (a
 * write's `{ message, data }`): `posted` to assert on, `handler` for `server.use`.
 */
export function recordPosts(path: string, answer: object = { message: 'ok', data: {} }) {
  const posted: unknown[] = [];
  const handler = http.post(path, async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json(answer);
  });
  return { posted, handler };
}
