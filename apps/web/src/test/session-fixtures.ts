import { saveLogin } from '../session/session-store';

/** Stores a logged-in session as a login answer would. */
export function loginAs(
  code: 'admin' | 'raft_office' | 'gov',
  permissions: string[],
  over: Record<string, unknown> = {},
) {
  const typeIds = { admin: 1, raft_office: 2, gov: 7 } as const;
  saveLogin({
    access_token: `tok-${code}`,
    user: {
      id: typeIds[code] * 10,
      name: `${code} user`,
      email: `${code}@demo.mashaer.sa`,
      type_id: typeIds[code],
      status: 'active',
      is_acknowledged: true,
      ...over,
    },
    type: { id: typeIds[code], code, name: code },
    permissions,
  });
}
