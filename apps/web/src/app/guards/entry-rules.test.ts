import type { PermissionName } from '@mashaer/contract';
import { describe, expect, it } from 'vitest';
import type { Session, SessionUser } from '../../session/session-types';
import { decideEntry } from './entry-rules';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  name: 'U',
  email: 'u@x.sa',
  type_id: 2,
  status: 'active',
  is_acknowledged: true,
  ...over,
});
const session = (over: Partial<Session> = {}): Session => ({
  token: 'tok',
  user: user(),
  type: { id: 2, code: 'raft_office', name: 'Raft office' },
  consultant: null,
  isAllianceLeader: false,
  isBelongToAlliance: false,
  tokenTafweej: null,
  permissions: ['dashboard'],
  isPolicy: false,
  ...over,
});
const guest = session({ token: null, user: null, type: null, permissions: [] });
const auth = (permission?: PermissionName, adminOnly = false) =>
  ({ kind: 'auth', permission, adminOnly }) as const;

describe('entry rules (spec 000 §2)', () => {
  it('guest-only routes send a logged-in active user to /dashboard, and let guests in', () => {
    expect(decideEntry({ kind: 'guest' }, session())).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decideEntry({ kind: 'guest' }, guest)).toEqual({ type: 'allow' });
  });

  it('guest-only routes stay open to a user who still has to accept the policy (it is shown on /login)', () => {
    const s = session({ user: user({ is_acknowledged: false }) });
    expect(decideEntry({ kind: 'guest' }, s)).toEqual({ type: 'allow' });
  });

  it('not logged in → /login, remembering the path', () => {
    expect(decideEntry(auth('dashboard'), guest)).toEqual({ type: 'redirect', to: '/login', remember: true });
  });

  it('policy not acknowledged → /login, except user type 1', () => {
    const s = session({ user: user({ is_acknowledged: false }) });
    expect(decideEntry(auth('dashboard'), s)).toEqual({ type: 'redirect', to: '/login' });
    const admin = session({
      user: user({ is_acknowledged: false, type_id: 1 }),
      type: { id: 1, code: 'admin', name: 'Admin' },
    });
    expect(decideEntry(auth('dashboard'), admin)).toEqual({ type: 'allow' });
  });

  it('pending or rejected → /register-forms; /register-forms lets them in', () => {
    for (const status of ['pending', 'rejected'] as const) {
      const s = session({ user: user({ status }) });
      expect(decideEntry(auth('dashboard'), s)).toEqual({ type: 'redirect', to: '/register-forms' });
      expect(decideEntry({ kind: 'registration' }, s)).toEqual({ type: 'allow' });
    }
  });

  it('other non-active statuses → /login (the stale session is cleared)', () => {
    for (const status of ['disabled', 'review'] as const) {
      const s = session({ user: user({ status }) });
      expect(decideEntry(auth('dashboard'), s)).toEqual({ type: 'redirect', to: '/login', clear: true });
    }
  });

  it('an active user on /register-forms goes to /dashboard', () => {
    expect(decideEntry({ kind: 'registration' }, session())).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('permissions are fetched when the stored list is empty, once', () => {
    const s = session({ permissions: [] });
    expect(decideEntry(auth('dashboard'), s)).toEqual({ type: 'load-permissions' });
    expect(decideEntry(auth('dashboard'), s, true)).toEqual({ type: 'redirect', to: '/403' });
  });

  it('missing permission → /403; no permission key → allowed', () => {
    expect(decideEntry(auth('notification-index'), session())).toEqual({ type: 'redirect', to: '/403' });
    expect(decideEntry(auth(), session())).toEqual({ type: 'allow' });
  });

  it('admin-only guard sends other types to /dashboard', () => {
    expect(decideEntry(auth(undefined, true), session())).toEqual({ type: 'redirect', to: '/dashboard' });
    const admin = session({ type: { id: 1, code: 'admin', name: 'Admin' } });
    expect(decideEntry(auth(undefined, true), admin)).toEqual({ type: 'allow' });
  });

  it('public pages are open to everyone', () => {
    expect(decideEntry({ kind: 'public' }, guest)).toEqual({ type: 'allow' });
    expect(decideEntry({ kind: 'public' }, session())).toEqual({ type: 'allow' });
  });
});
