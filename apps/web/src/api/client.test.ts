import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { attachNoticeListener, type Notice } from '../components/notice/notice';
import { initI18n } from '../i18n/i18n';
import { readSession, saveLogin } from '../session/session-store';
import { STORAGE_KEYS } from '../session/storage-keys';
import { server } from '../test/msw-server';
import { isApiError } from './api-error';
import { api, setUnauthorizedHandler } from './client';

const login = () =>
  saveLogin({
    access_token: 'tok-1',
    user: { id: 1, name: 'A', email: 'a@x.sa', type_id: 1, status: 'active', is_acknowledged: true },
    type: { id: 1, code: 'admin', name: 'Admin' },
    permissions: ['dashboard'],
  });

function captureNotices() {
  const notices: Notice[] = [];
  attachNoticeListener((n) => notices.push(n));
  return notices;
}

describe('HTTP client', () => {
  it('sends the bearer token and the language', async () => {
    login();
    await initI18n('en');
    let headers: Headers | undefined;
    server.use(
      http.get('*/api/thing', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await api.get('thing');
    expect(headers?.get('authorization')).toBe('Bearer tok-1');
    expect(headers?.get('accept-language')).toBe('en');
  });

  it('401 clears the session, remembers the location and goes to /login without a notice', async () => {
    login();
    window.history.pushState({}, '', '/notifications?page=2');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const notices = captureNotices();
    server.use(http.get('*/api/thing', () => HttpResponse.json({ message: 'no' }, { status: 401 })));
    await expect(api.get('thing')).rejects.toMatchObject({ status: 401 });
    expect(readSession().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.redirect)).toBe('/notifications?page=2');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(notices).toEqual([]);
    window.history.pushState({}, '', '/');
  });

  it('422 returns field errors to the form, without a notice', async () => {
    const notices = captureNotices();
    server.use(
      http.post('*/api/thing', () =>
        HttpResponse.json({ message: 'bad', errors: { email: ['taken'] } }, { status: 422 }),
      ),
    );
    const error = await api.post('thing', {}).catch((e) => e);
    expect(isApiError(error) && error.errors).toEqual({ email: ['taken'] });
    expect(notices).toEqual([]);
  });

  it('other failures show the server message, or "there is problem", as a danger notice', async () => {
    const notices = captureNotices();
    server.use(
      http.get('*/api/a', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
      http.get('*/api/b', () => new HttpResponse(null, { status: 500 })),
    );
    await api.get('a').catch(() => undefined);
    await api.get('b').catch(() => undefined);
    expect(notices.map((n) => [n.kind, n.text])).toEqual([
      ['danger', 'Not Found'],
      ['danger', 'هناك مشكلة'],
    ]);
    expect(notices[0].durationMs).toBe(2000);
  });

  it('code 104 in a 200 answer is a warning notice', async () => {
    const notices = captureNotices();
    server.use(http.post('*/api/c', () => HttpResponse.json({ code: 104, message: 'already active' })));
    await api.post('c', {});
    expect(notices.map((n) => [n.kind, n.text])).toEqual([['warning', 'already active']]);
  });
});
