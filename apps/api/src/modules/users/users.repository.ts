import { eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users, userTypes } from '../../db/schema';
import { type ListInput, type ListSpec, runList } from '../../lib/list';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  type_id: users.type_id,
  type_code: userTypes.code,
  type_name_ar: userTypes.name_ar,
  type_name_en: userTypes.name_en,
  parent_id: users.parent_id,
  status: users.status,
  reject_reason: users.reject_reason,
  is_government: users.is_government,
  company_name_ar: users.company_name_ar,
  company_name_en: users.company_name_en,
  created_at: users.created_at,
};

/** The users list: filters of the /users screen, row scope (an organisation sees itself and its employees). */
export function listUsers(db: Tx, input: ListInput, orgId: number | null) {
  const spec: ListSpec<typeof columns> = {
    from: users,
    select: columns,
    joins: (q) => q.innerJoin(userTypes, eq(userTypes.id, users.type_id)) as unknown as typeof q,
    base: [
      isNull(users.deleted_at),
      orgId === null ? undefined : sql`(${users.id} = ${orgId} or ${users.parent_id} = ${orgId})`,
    ],
    filters: {
      name: { op: 'like', column: users.name },
      email: { op: 'like', column: users.email },
      type_id: { op: 'eq', column: users.type_id },
      status: { op: 'eq', column: users.status },
      is_government: { op: 'flag', column: users.is_government },
      search: {
        op: 'search',
        columns: [users.name, users.email, users.company_name_ar, users.company_name_en],
      },
    },
    sorts: {
      id: users.id,
      name: users.name,
      email: users.email,
      created_at: users.created_at,
      status: users.status,
    },
    defaultSort: { by: 'id', dir: 'desc' },
    tiebreak: users.id,
  };
  return runList(db, spec, input);
}
