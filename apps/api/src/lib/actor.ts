import { type Lang, type MessageKey, type PermissionName, translate } from '@mashaer/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Who may call a route (`config.access`): checked by plugins/access before the handler. */
export type Access = 'public' | 'authenticated' | 'active' | 'admin' | { permission: PermissionName };

/** The logged-in caller as the access plugin loads it (one indexed query per request). */
export type AuthUser = {
  id: number;
  name: string;
  email: string;
  phone: string;
  typeId: number;
  typeCode: string;
  isAuthority: boolean;
  parentId: number | null;
  status: string;
  isAcknowledged: boolean;
  permissions: ReadonlySet<string>;
  /** The organisation whose records this user may see: its parent for an employee. */
  orgId: number;
  tokenId: number;
};

/**
 * Who takes an action, wherever it runs (a route, a job, the seed, a test): the services that
 * run workflow actions take this instead of the Fastify request.
 */
export type Actor = {
  id: number;
  /** The organisation whose records the actor may see (row scope, the `owner` party). */
  orgId: number;
  typeId: number;
  typeCode: string;
  isAuthority: boolean;
  permissions: ReadonlySet<string>;
  lang: Lang;
  ip: string | null;
};

/** Row scope: null for authority types (all records), else the organisation id to filter on. */
export const scopeOrg = (user: Pick<AuthUser, 'isAuthority' | 'orgId'>): number | null =>
  user.isAuthority ? null : user.orgId;

/** For handlers behind a non-public route: the caller, known to be there. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw AppError.unauthenticated();
  return req.user;
}

/** The caller of a request as an Actor. */
export function actorOf(req: FastifyRequest): Actor {
  const u = currentUser(req);
  return {
    id: u.id,
    orgId: u.orgId,
    typeId: u.typeId,
    typeCode: u.typeCode,
    isAuthority: u.isAuthority,
    permissions: u.permissions,
    lang: req.lang,
    ip: req.ip ?? null,
  };
}

/** The Actor of a user loaded outside a request (the seed, a job, a test). */
export const actorFor = (
  u: Pick<AuthUser, 'id' | 'orgId' | 'typeId' | 'typeCode' | 'isAuthority' | 'permissions'>,
  lang: Lang = 'ar',
  ip: string | null = null,
): Actor => ({
  id: u.id,
  orgId: u.orgId,
  typeId: u.typeId,
  typeCode: u.typeCode,
  isAuthority: u.isAuthority,
  permissions: u.permissions,
  lang,
  ip,
});

/** `lang` and `t` of an actor, for presenters written for a request. */
export const i18nOf = (a: Pick<Actor, 'lang'>) => ({
  lang: a.lang,
  t: (key: MessageKey, params?: Record<string, string | number>) => translate(a.lang, key, params),
});
