import type { ListRowOf, rolesEndpoints } from '@mashaer/contract';
import { CreateLink, listOf, ResourceList, rowAction } from '../../../components/resource-list';
import { namesColumns, namesFilters } from '../../../resources/names';
import { PATHS } from '../api';
import { accountsNames } from '../shared/names';

type RoleRow = ListRowOf<typeof rolesEndpoints.list>;

/** /roles: roles with how many permissions and users each has; delete is refused while held. */
export default function RolesListPage() {
  return (
    <ResourceList<RoleRow>
      {...listOf(PATHS.roles, 'accounts.routes.roles', [
        ...namesColumns<RoleRow>(accountsNames('name')),
        { key: 'permissions_count', title: 'accounts.permissions_count' },
        { key: 'users_count', title: 'accounts.users_count' },
      ])}
      filters={namesFilters(accountsNames('name'))}
      rowActions={[
        rowAction.edit('accounts.edit', (r) => `/roles/${r.id}`),
        rowAction.remove('accounts.delete', (r) => PATHS.rolesDelete(r.id), 'POST'),
      ]}
      toolbar={<CreateLink to="/roles/create" label="accounts.create_role" testId="role-create" />}
    />
  );
}
