/**
 * The hostile values the fuzzer draws from: injection and path strings, impossible dates, the
 * fields of a mass assignment and strings at and past the body limit.
 */

export const HOSTILE_STRINGS = [
  "' or 1=1 --",
  "'; drop table users; --",
  '" or ""="',
  '1; select pg_sleep(5)',
  "') union select password_hash from users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}$' + '{7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '%00',
  '\r\nX-Injected: 1',
  '\u202e\u0645\u0634\u0627\u0639\u0631',
  '𝕏😀\ud800',
  '%s%s%s%n',
  '__proto__',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  '2147483648',
  '0x7fffffff',
  '',
  ' ',
];

/** Calendar dates that do not exist (issue 14 §6): each must answer 422 under its field. */
export const IMPOSSIBLE_DATES = ['2026-02-30', '0000-01-01', '2030-13-45', '2027-04-31', '2025-02-29'];

/** Fields a client must never be able to set through a body (mass assignment). */
export const MASS_ASSIGNMENT: Record<string, unknown> = {
  id: 1,
  status: 'active',
  type_id: 1,
  is_government: 1,
  is_acknowledged: 1,
  parent_id: 1,
  password_hash: '$argon2id$v=19$m=1024,t=2,p=1$AAAA$BBBB',
  deleted_at: null,
  role_id: 1,
  roles: [1],
  permissions: ['user-index'],
  is_admin: true,
  user_id: 1,
  created_at: '2000-01-01',
};

export const ONE_MB = 'A'.repeat(1024 * 1024);
export const NEAR_LIMIT = 'B'.repeat(900 * 1024);
