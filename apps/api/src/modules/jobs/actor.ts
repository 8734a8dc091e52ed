import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client';
import { type AuthUser, permissionsOf } from '../../plugins/access';

/**
 * The user a job runs for, loaded again when it runs (a job may run long after it was asked for,
 * in another process): the same fields, permissions and organisation a request's caller has, so
 * the job applies the same permission and row scope as the screen would. Null when the account
 * is gone.
 */
export async function loadActor(db: Db, userId: number | null): Promise<AuthUser | null> {
  if (userId === null) return null;
  const [r] = await query<{
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
  }>(
    db,
    sql`select u.id, u.name, u.email, u.phone, u.type_id, ut.code, ut.is_authority, u.parent_id,
               u.status, u.is_acknowledged,
               (select array_agg(ur.role_id) from user_roles ur where ur.user_id = u.id) as role_ids,
               (select v.version::int from acl_version v where v.id = 1) as acl_version
          from users u join user_types ut on ut.id = u.type_id
         where u.id = ${userId} and u.deleted_at is null`,
  );
  if (!r) return null;
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
    tokenId: 0,
  };
}
