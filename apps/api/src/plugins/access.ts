import { ADMIN_TYPE_ID } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { compiledQuery, type Db, query } from '../db/client';
/**
 * What a route demands of its caller. Every /api route declares one in `config.access`; a route
 * that declares nothing fails at start-up (and the route-registry test lists them all).
 * - public: anyone; authenticated: any logged-in user whatever the account status (the
 *   registration-forms pages of pending and rejected users); active: a logged-in active user;
 *   admin: the admin user type; { permission }: an active user holding that permission.
 */
import type { Access, AuthUser } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { sha256 } from '../lib/crypto';

export type { Access, AuthUser };
export { currentUser, scopeOrg } from '../lib/actor';

/**
 * Optional, for the security harness (test/security): which table a route's `:id` addresses, so
 * the object-scope (BOLA) suite can pick another organisation's row without a hand-kept list.
 * `idParam` defaults to 'id'. Declaring it changes nothing at run time.
 * Example: `config: { access: { permission: 'camp-edit' }, resource: { table: 'camps' } }`.
 */
type ResourceRef = {
  table: string;
  idParam?: string;
  /** The rows the route addresses, as SQL on the row `t` (e.g. only employees: `t.parent_id is not null`). */
  rows?: string;
  /**
   * Content every signed-in user reads (the news, the guides), no organisation's own: the object-scope
   * suite reports it as shared instead of looking for another organisation's row.
   */
  shared?: boolean;
};

export type RouteInfo = {
  method: string;
  url: string;
  access: Access;
  schema?: RouteOptions['schema'];
  resource?: ResourceRef;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    resource?: ResourceRef;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    routeRegistry: RouteInfo[];
  }
}

const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : null;
};

/**
 * Role → permission names, cached per process and per database. The token query reads the
 * `acl_version` row with the caller; when it moved (a role's permissions changed, in any process),
 * the map is loaded again, once, by whichever request sees the new version first.
 */
type AclSnapshot = {
  version: number;
  byRole: Map<number, readonly string[]>;
  /** The union for each set of role ids seen (a handful of sets: one a role combination). */
  byRoles: Map<string, ReadonlySet<string>>;
};
const aclCaches = new WeakMap<object, Promise<AclSnapshot>>();

async function loadAcl(db: Db): Promise<AclSnapshot> {
  const rows = await query<{ version: number; role_id: number | null; perms: string[] | null }>(
    db,
    sql`
    select v.version::int as version, r.role_id, r.perms
      from acl_version v
      left join (select rp.role_id, array_agg(p.name order by p.name) as perms
                   from role_permissions rp join permissions p on p.id = rp.permission_id
                  group by rp.role_id) r on true
     where v.id = 1`,
  );
  const byRole = new Map<number, readonly string[]>();
  for (const r of rows) if (r.role_id !== null) byRole.set(r.role_id, r.perms ?? []);
  return { version: rows[0]?.version ?? 0, byRole, byRoles: new Map() };
}

/** The names of the permissions the roles grant, as of `version` of `acl_version` or later. */
export async function permissionsOf(
  db: Db,
  version: number,
  roleIds: number[],
): Promise<ReadonlySet<string>> {
  const seen = aclCaches.get(db);
  let snap = seen ? await seen.catch(() => null) : null;
  if (!snap || snap.version < version) {
    // The first request to notice starts the load; the others wait for the same one.
    if (aclCaches.get(db) === seen) {
      const loading = loadAcl(db);
      loading.catch(() => aclCaches.get(db) === loading && aclCaches.delete(db));
      aclCaches.set(db, loading);
    }
    snap = await (aclCaches.get(db) ?? loadAcl(db));
  }
  const key = roleIds.join(',');
  let out = snap.byRoles.get(key);
  if (!out) {
    const union = new Set<string>();
    for (const id of roleIds) for (const p of snap.byRole.get(id) ?? []) union.add(p);
    out = union;
    if (snap.byRoles.size < 10_000) snap.byRoles.set(key, out);
  }
  return out;
}

/** The caller's columns, the same for a request's token and for a job run as its creator. */
type CallerRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  type_id: number;
  code: string;
  is_authority: boolean;
  parent_id: number | null;
  status: string;
  is_acknowledged: boolean;
  role_ids: number[] | null;
  acl_version: number;
};
const callerColumns = sql`u.id, u.name, u.email, u.phone, u.type_id, ut.code, ut.is_authority,
           u.parent_id, u.status, u.is_acknowledged,
           (select array_agg(ur.role_id) from user_roles ur where ur.user_id = u.id) as role_ids,
           (select v.version::int from acl_version v where v.id = 1) as acl_version`;
/** An employee whose organisation is not active (disabled, rejected, deleted) is nobody. */
const callerLive = sql`u.deleted_at is null
       and (u.parent_id is null or exists (select 1 from users org
             where org.id = u.parent_id and org.status = 'active' and org.deleted_at is null))`;

async function toAuthUser(db: Db, r: CallerRow, tokenId: number): Promise<AuthUser> {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    typeId: r.type_id,
    typeCode: r.code,
    isAuthority: r.is_authority,
    parentId: r.parent_id,
    status: r.status,
    isAcknowledged: r.is_acknowledged,
    permissions: await permissionsOf(db, r.acl_version, r.role_ids ?? []),
    orgId: r.parent_id ?? r.id,
    tokenId,
  };
}

/** The caller, by the SHA-256 of their token: one prepared statement on every request. */
const userByToken = compiledQuery<CallerRow & { token_id: number }>(
  () => sql`
    select t.id as token_id, ${callerColumns}
      from access_tokens t
      join users u on u.id = t.user_id
      join user_types ut on ut.id = u.type_id
     where t.token_hash = ${sql.placeholder('hash')} and t.revoked_at is null and t.expires_at > now()
       and ${callerLive}`,
);

export async function loadUserByToken(db: Db, token: string): Promise<AuthUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [r] = await userByToken(db, { hash: sha256(token) });
  return r ? toAuthUser(db, r, r.token_id) : null;
}

/**
 * A user by id with the same fields, permissions and organisation rule as a request's caller:
 * a job runs as its creator, loaded again when it runs (maybe long after, in another process),
 * so it applies the permission and row scope the screen would. Null when the account is gone.
 */
export async function loadUserById(db: Db, userId: number): Promise<AuthUser | null> {
  const [r] = await query<CallerRow>(
    db,
    sql`select ${callerColumns} from users u join user_types ut on ut.id = u.type_id
         where u.id = ${userId} and ${callerLive}`,
  );
  return r ? toAuthUser(db, r, 0) : null;
}

/**
 * Authentication and permission, enforced before the body is read (so a stranger never learns
 * a route's schema from a 422, and an upload from a stranger is refused before it is received).
 */
export const accessPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorate('routeRegistry', [] as RouteInfo[]);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'HEAD' || m === 'OPTIONS')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...(route.config as object), access: 'public' };
    }
    const { access, resource } = (route.config ?? {}) as { access?: Access; resource?: ResourceRef };
    if (!access) throw new Error(`route ${methods.join(',')} ${route.url} declares no access`);
    for (const m of methods)
      if (m !== 'HEAD')
        app.routeRegistry.push({ method: m, url: route.url, access, schema: route.schema, resource });
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearer(req);
    const user = token ? await loadUserByToken(opts.db, token) : null;
    if (!user) throw AppError.unauthenticated();
    req.user = user;
    if (access === 'authenticated') return;
    if (user.status !== 'active') throw AppError.forbidden();
    if (access === 'active') return;
    if (access === 'admin') {
      if (user.typeId !== ADMIN_TYPE_ID) throw new AppError(403, 'error.admin_only');
      return;
    }
    if (!user.permissions.has(access.permission)) throw AppError.forbidden();
  });
});
