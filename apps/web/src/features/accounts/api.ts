import type {
  AnswerData,
  alliancesEndpoints,
  ListRowOf,
  MessageResponse,
  PermissionCatalogue,
  usersEndpoints,
} from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, fetchBlob } from '../../api/client';
import { dataQuery } from '../../api/data-query';
import { withId } from '../../api/paths';

/** The API paths of the accounts area (spec §7 verbatim; the rest per ARCHITECTURE §3). */
export const PATHS = {
  users: 'users',
  usersStore: 'users/store',
  usersEdit: withId('users/edit'),
  usersUpdate: withId('users/update'),
  usersView: withId('users/view'),
  usersHistory: withId('users/history'),
  usersDelete: withId('users/delete'),
  usersSwitchGov: withId('users/switch-gov'),
  usersSwitchStatus: withId('users/switch-user-status'),
  usersRequest: 'users/request',
  usersFile: withId('users/file'),
  roleOptions: 'users/role-options',
  employees: 'users/employees',
  createEmployee: 'users/create-employee',
  employeesEdit: withId('users/employees/edit'),
  employeesUpdate: withId('users/employees/update'),
  employeesSwitchStatus: withId('users/employees/switch-status'),
  contacts: 'user-contacts',
  roles: 'roles',
  rolesPermissions: 'roles/permissions',
  rolesStore: 'roles/store',
  rolesEdit: withId('roles/edit'),
  rolesUpdate: withId('roles/update'),
  rolesDelete: withId('roles/delete'),
  types: 'general/types',
  typesEdit: withId('general/types/edit'),
  typesUpdate: withId('general/types/update'),
  categories: 'general/categories',
  categoriesStore: 'general/categories/store',
  categoriesEdit: withId('general/categories/edit'),
  categoriesUpdate: withId('general/categories/update'),
  categoriesDestroy: withId('general/categories/destroy'),
  alliances: 'general/alliance',
  allianceOrganisations: 'general/alliance/organisations',
  allianceStore: 'general/alliance/store_with_members',
  allianceChangeLeader: 'general/alliance/change_Leader',
  allianceAddMember: 'general/alliance_members/store',
  allianceRemoveMember: 'general/alliance_members/remove_member',
  allianceLeave: 'general/alliance_members/leave',
  allianceMemberships: 'general/alliance_memberships',
  allianceMembershipAction: withId('general/alliance_memberships/change_status'),
} as const;

type RoleOption = AnswerData<typeof usersEndpoints.roleOptions>[number];

/** `typeId`: only the roles meant for that user type (the approve dialog, the user form). */
const fetchRoleOptions = (forEmployee = false, typeId?: number) =>
  api.get<{ data: RoleOption[] }>(PATHS.roleOptions, {
    query: forEmployee ? { for: 'employee' } : typeId ? { type_id: typeId } : undefined,
  });
export const roleOptionsQuery = (forEmployee = false, typeId?: number) =>
  queryOptions({
    queryKey: ['accounts', 'role-options', forEmployee, typeId ?? null],
    queryFn: () => fetchRoleOptions(forEmployee, typeId),
  });

const fetchPermissionCatalogue = () => api.get<PermissionCatalogue>(PATHS.rolesPermissions);
export const permissionCatalogueQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'permission-catalogue'],
    queryFn: fetchPermissionCatalogue,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The organisations picker answers names only (issue 14 defect 9). */
type Organisation = AnswerData<typeof alliancesEndpoints.organisations>[number];
const fetchOrganisations = () => api.get<{ data: Organisation[] }>(PATHS.allianceOrganisations);
export const organisationsQuery = () =>
  queryOptions({ queryKey: ['accounts', 'alliance-organisations'], queryFn: fetchOrganisations });
type MembershipRow = ListRowOf<typeof alliancesEndpoints.memberships>;
/** The pending alliance invitations the caller may answer or withdraw (first 50). */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'alliance-invitations'],
    queryFn: () =>
      api.post<{ data: { data: MembershipRow[]; total: number } }>(
        `${PATHS.allianceMemberships}?page=1`,
        { status: 'invited', paginate: 50 },
        { silent: true },
      ),
  });

export type UserDocument = UserView['documents'][number];
type UserView = AnswerData<typeof usersEndpoints.view>;
const fetchUserView = (id: string) => api.get<{ data: UserView }>(PATHS.usersView(id));
/** Its texts are in the caller's language: a switch asks again. */
export const userViewQuery = (id: string, lang: string) =>
  queryOptions({ queryKey: ['accounts', 'user-view', id, lang], queryFn: () => fetchUserView(id) });
type Employee = AnswerData<typeof usersEndpoints.editEmployee>;
export const employeeQuery = (id: string, lang: string) =>
  dataQuery<Employee>(['accounts', 'employee', id, lang], PATHS.employeesEdit(id));

export type HistoryEntry = AnswerData<typeof usersEndpoints.history>[number];
const fetchUserHistory = (id: string) => api.get<{ data: HistoryEntry[] }>(PATHS.usersHistory(id));
export const userHistoryQuery = (id: string) =>
  queryOptions({ queryKey: ['accounts', 'user-history', id], queryFn: () => fetchUserHistory(id) });

/** `users/switch-user-status/{id}`: a 104 answer ("already …") is shown as a warning by the client. */
export type SwitchStatusBody =
  | { status: 'active'; platform: string; roles: number[] }
  | { status: 'rejected'; platform: string; reject_reason: string }
  | { status: 'disabled'; platform: string };
export const switchUserStatus = (id: number, body: SwitchStatusBody) =>
  api.post<MessageResponse>(PATHS.usersSwitchStatus(id), body, { silent: true });

export const post = (path: string, body: unknown) => api.post<MessageResponse>(path, body, { silent: true });

/** A registration document through the authorised route, saved under its own name. */
export async function downloadDocument(doc: { id: number; name: string }) {
  const blob = await fetchBlob(PATHS.usersFile(doc.id));
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = doc.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
