import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo@1234';
export const demo = (code: string) => `${code}@demo.mashaer.sa`;
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';
const OUTBOX = path.join(DATA_DIR, 'outbox');
const SESSIONS = path.join(DATA_DIR, 'e2e-sessions.json');

type SmsRecord = { channel: string; email: string; code: string; created_at: string };

/**
 * The SMS code the server wrote to DATA_DIR/outbox for `email` after `since` (how a person trying
 * the demo, and these tests, read login codes).
 */
export async function readCode(email: string, since: number, timeoutMs = 15_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.json')) : [];
    const found = files
      .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX, f), 'utf8')) as SmsRecord)
      .filter(
        (r) => r.channel === 'sms' && r.email === email && new Date(r.created_at).getTime() >= since - 1000,
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    if (found?.code) return found.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS code for ${email} in ${OUTBOX}`);
}

/** What the login answer stores (the app's session keys, spec 000 §3). */
export type LoginAnswer = {
  access_token: string;
  user: Record<string, unknown> & { id: number; is_acknowledged: boolean; status: string };
  type: { id: number; code: string; name: string };
  consultant: unknown;
  is_alliance_leader: boolean;
  is_belong_to_alliacne: boolean;
  is_policy: boolean;
  permissions: string[];
};

/** Two-step login through the API (codes read from the outbox); optionally accepts the policy. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  acceptPolicy = true,
): Promise<LoginAnswer> {
  const since = Date.now();
  const check = await request.post('/api/Check-user-with-sms', { data: { email, password: PASSWORD } });
  if (!check.ok()) throw new Error(`Check-user-with-sms ${email}: ${check.status()} ${await check.text()}`);
  const code = await readCode(email, since);
  const res = await request.post('/api/auth/login', {
    data: { email, password: PASSWORD, code, platform: 'mena' },
  });
  if (!res.ok()) throw new Error(`auth/login ${email}: ${res.status()} ${await res.text()}`);
  const answer = (await res.json()) as LoginAnswer;
  if (acceptPolicy && !answer.user.is_acknowledged && answer.type.id !== 1) {
    const ack = await request.post('/api/auth/acknowledge-policy', {
      headers: { Authorization: `Bearer ${answer.access_token}` },
    });
    if (!ack.ok()) throw new Error(`acknowledge-policy ${email}: ${ack.status()}`);
    answer.user = { ...answer.user, is_acknowledged: true };
    answer.is_policy = false;
  }
  return answer;
}

export function saveSessions(sessions: Record<string, LoginAnswer>) {
  fs.writeFileSync(SESSIONS, JSON.stringify(sessions));
}

export function session(name: string): LoginAnswer {
  const all = JSON.parse(fs.readFileSync(SESSIONS, 'utf8')) as Record<string, LoginAnswer>;
  if (!all[name]) throw new Error(`no e2e session "${name}"`);
  return all[name];
}

/** Puts a session in localStorage exactly as the app's login does, then opens `path`. */
export async function openAs(page: Page, answer: LoginAnswer, path: string, lang?: 'ar' | 'en') {
  await page.goto('/404');
  await page.evaluate(
    ({ a, lang }) => {
      localStorage.clear();
      localStorage.setItem('accessToken', a.access_token);
      localStorage.setItem('user', JSON.stringify(a.user));
      localStorage.setItem('type', JSON.stringify(a.type));
      localStorage.setItem('consultant', JSON.stringify(a.consultant ?? null));
      localStorage.setItem('is_alliance_leader', JSON.stringify(Boolean(a.is_alliance_leader)));
      localStorage.setItem('is_belong_to_alliacne', JSON.stringify(Boolean(a.is_belong_to_alliacne)));
      localStorage.setItem('is_policy', JSON.stringify(Boolean(a.is_policy)));
      localStorage.setItem('permissions', JSON.stringify(a.permissions ?? []));
      if (lang) localStorage.setItem('lang', lang);
    },
    { a: answer, lang },
  );
  await page.goto(path);
}

export const bearer = (a: LoginAnswer) => ({ Authorization: `Bearer ${a.access_token}` });

/** A 1×1 PNG and a minimal PDF, for uploads (the server checks types from the content). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Types a date (`YYYY-MM-DD`) into an antd DatePicker and leaves it with Tab, which keeps the typed
 * date and closes the calendar. Enter would also submit the form once every required field is
 * filled (the browser's implicit submission), so a form filled in a different order saved early.
 */
export async function pickDate(page: Page, testId: string, value: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(value);
  await input.press('Tab');
  await expect(input).toHaveValue(value);
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
}

/** A day from today, `YYYY-MM-DD`. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Two animation frames: what the last render changed is laid out and painted (no fixed sleep). */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
