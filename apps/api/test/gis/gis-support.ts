import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers';

/** Two companies may register their own assets: their roles get the GIS permissions. */
export async function grantGisToCompanies(app: TestApp) {
  await app.ctx.db.execute(sql`
    insert into role_permissions (role_id, permission_id)
    select ur.role_id, p.id from user_roles ur join users u on u.id = ur.user_id
      cross join permissions p
     where u.email in ('raft_company@demo.mashaer.sa', 'service_provider@demo.mashaer.sa')
       and p.name in ('dashboard-gis-1', 'gis-electrical-meter-index')
    on conflict do nothing`);
  await app.ctx.db.execute(sql`update acl_version set version = version + 1`);
}
