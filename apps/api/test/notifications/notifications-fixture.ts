import { sql } from 'drizzle-orm';
import { query } from '../../src/db/client';
import { auth, suiteApp, userId } from '../helpers';

export const BELL = '/api/general/notification/user_notification';
export const CLEAR = '/api/general/notification/clear_notification';
export const SEEN = '/api/general/notification/make_notification_seen';
export const STREAM = '/api/general/notification/stream';
export const LIST = '/api/general/notifications';
export const CREATE = '/api/general/notifications/create';
export const STORE = '/api/general/notifications/store';

/**
 * The notifications tests' app with a token per demo account (and the raft company's employee),
 * started in the calling file's beforeAll and closed in its afterAll; `app()` is read at call time.
 */
export function notificationsApp() {
  const s = suiteApp([
    'admin',
    'kdana',
    'gov',
    'raft_company',
    'service_provider',
    'consultant',
    'design_office',
    'employee@demo.mashaer.sa',
  ]);
  const t = s.tok;

  const post = (url: string, token: string | null, payload: unknown = {}, lang: 'ar' | 'en' = 'en') =>
    s.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: token ? auth(token, lang) : { 'accept-language': lang },
    });
  const get = (url: string, token: string | null, lang: 'ar' | 'en' = 'en') =>
    s.app.inject({ method: 'GET', url, headers: token ? auth(token, lang) : { 'accept-language': lang } });

  const demoId = (code: string) => userId(s.app, `${code}@demo.mashaer.sa`);

  async function addNotifications(uid: number, n: number, prefix = 'note') {
    await s.app.ctx.db.execute(sql`
      insert into notifications (user_id, message, link)
      select ${uid}, ${prefix} || ' ' || g, '/dashboard' from generate_series(1, ${n}) g`);
  }

  async function count(table: 'notifications' | 'notification_broadcasts' | 'audit_log') {
    const [r] = await query<{ n: number }>(
      s.app.ctx.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    return Number(r.n);
  }
  return { app: () => s.app, t, post, get, demoId, addNotifications, count };
}
