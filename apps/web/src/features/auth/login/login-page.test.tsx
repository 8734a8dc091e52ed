import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../session/session-store';
import { STORAGE_KEYS } from '../../../session/storage-keys';
import { server } from '../../../test/msw-server';
import { fastUser as user } from '../../../test/open-screen';
import { langs, renderScreen } from '../../../test/render';
import LoginPage from './login-page';

const answer = (over: Record<string, unknown> = {}) => ({
  message: 'Logged in successfully',
  user: {
    id: 3,
    name: 'Raft Office',
    email: 'raft_office@demo.mashaer.sa',
    type_id: 2,
    status: 'active',
    is_acknowledged: true,
    roles: [],
  },
  type: { id: 2, code: 'raft_office', name: 'Raft office' },
  consultant: null,
  access_token: 'tok-xyz',
  is_alliance_leader: false,
  is_belong_to_alliacne: false,
  is_policy: false,
  permissions: ['dashboard'],
  ...over,
});

function authApi(loginAnswer = answer()) {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.post('*/api/Check-user-with-sms', async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      calls.push({ path: 'check', body });
      if (body.password !== 'Demo@1234') {
        return HttpResponse.json(
          { message: 'invalid', errors: { email: ['The e-mail or password is incorrect'] } },
          { status: 422 },
        );
      }
      return HttpResponse.json({
        message: 'sent',
        data: { phone: '5*****123', expires_in: 300, resend_after: 60 },
      });
    }),
    http.post('*/api/auth/login', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.push({ path: 'login', body });
      if (body.code !== '123456') {
        return HttpResponse.json(
          { message: 'invalid', errors: { code: ['The verification code is incorrect'] } },
          { status: 422 },
        );
      }
      return HttpResponse.json(loginAnswer);
    }),
    http.get('*/api/auth/policy', () =>
      HttpResponse.json({ data: { title: 'Usage policy', text: 'Keep secrets secret.' } }),
    ),
    http.post('*/api/auth/acknowledge-policy', () =>
      HttpResponse.json({
        message: 'Usage policy accepted',
        data: { user: { ...loginAnswer.user, is_acknowledged: true } },
      }),
    ),
  );
  return calls;
}

const T = {
  ar: {
    required: 'هذا الحقل مطلوب',
    email: 'البريد الإلكتروني غير صالح',
    code: 'رمز التحقق مكون من 6 أرقام',
    resend: /إعادة الإرسال بعد \d+ ثانية/,
  },
  en: {
    required: 'This field is required',
    email: 'The e-mail is invalid',
    code: 'The verification code has 6 digits',
    resend: /Resend in \d+ s/,
  },
};

const routes = [
  { path: '/dashboard', element: <div>DASHBOARD</div> },
  { path: '/notifications', element: <div>NOTIFICATIONS</div> },
];

describe.each(langs)('login page (%s)', (lang) => {
  it('checks the fields, then shows the server 422 under the e-mail', async () => {
    authApi();
    const u = user();
    await renderScreen(<LoginPage />, { lang, at: '/login', routes });
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await u.click(screen.getByTestId('login-submit'));
    expect(screen.getAllByText(T[lang].required)).toHaveLength(2);
    await u.type(screen.getByTestId('login-email'), 'not-an-email');
    await u.click(screen.getByTestId('login-submit'));
    expect(screen.getByText(T[lang].email)).toBeInTheDocument();
    await u.clear(screen.getByTestId('login-email'));
    await u.type(screen.getByTestId('login-email'), 'raft_office@demo.mashaer.sa');
    await u.type(screen.getByTestId('login-password'), 'wrong');
    await u.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('The e-mail or password is incorrect')).toBeInTheDocument();
    expect(screen.getByTestId('login-email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('two steps: code with countdown and resend, wrong code, then the remembered path (read once)', async () => {
    const calls = authApi();
    localStorage.setItem(STORAGE_KEYS.redirect, '/notifications');
    const u = user();
    const { router } = await renderScreen(<LoginPage />, { lang, at: '/login', routes });
    await u.type(screen.getByTestId('login-email'), 'raft_office@demo.mashaer.sa');
    await u.type(screen.getByTestId('login-password'), 'Demo@1234');
    await u.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('code-phone')).toHaveTextContent('5*****123');
    expect(screen.getByTestId('resend-code')).toBeDisabled();
    expect(screen.getByTestId('resend-code')).toHaveTextContent(T[lang].resend);

    await u.type(screen.getByTestId('login-code'), '12');
    await u.click(screen.getByTestId('login-verify'));
    expect(screen.getByText(T[lang].code)).toBeInTheDocument();

    await u.clear(screen.getByTestId('login-code'));
    await u.type(screen.getByTestId('login-code'), '999999');
    await u.click(screen.getByTestId('login-verify'));
    expect(await screen.findByText('The verification code is incorrect')).toBeInTheDocument();

    await u.clear(screen.getByTestId('login-code'));
    await u.type(screen.getByTestId('login-code'), '123456');
    await u.click(screen.getByTestId('login-verify'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(calls.at(-1)).toEqual({
      path: 'login',
      body: { email: 'raft_office@demo.mashaer.sa', password: 'Demo@1234', code: '123456', platform: 'mena' },
    });
    const s = readSession();
    expect(s.token).toBe('tok-xyz');
    expect(s.type?.code).toBe('raft_office');
    expect(s.permissions).toEqual(['dashboard']);
    expect(localStorage.getItem(STORAGE_KEYS.redirect)).toBeNull();
  });

  it('shows the usage policy when the answer asks for it, and enters after accepting', async () => {
    const a = answer({ is_policy: true, user: { ...answer().user, is_acknowledged: false } });
    authApi(a);
    const u = user();
    const { router } = await renderScreen(<LoginPage />, { lang, at: '/login', routes });
    await u.type(screen.getByTestId('login-email'), 'raft_office@demo.mashaer.sa');
    await u.type(screen.getByTestId('login-password'), 'Demo@1234');
    await u.click(screen.getByTestId('login-submit'));
    await u.type(await screen.findByTestId('login-code'), '123456');
    await u.click(screen.getByTestId('login-verify'));
    expect(await screen.findByTestId('policy-text')).toHaveTextContent('Keep secrets secret.');
    expect(router.state.location.pathname).toBe('/login');
    await u.click(screen.getByTestId('policy-accept'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(readSession().user?.is_acknowledged).toBe(true);
  });
});
