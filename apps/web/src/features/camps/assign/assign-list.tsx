import { ASSIGNMENT_STATUSES, type AssignmentRow } from '@mashaer/contract';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../../components/date-text/date-column';
import type { ColumnDef, FilterDef } from '../../../components/resource-list';
import { CreateLink, listOf, ResourceList, rowAction, searchFilter } from '../../../components/resource-list';
import { can } from '../../../session/can';
import { useSession } from '../../../session/session-store';
import { PATHS } from '../api';
import { statusColumn } from '../status-tag';

export const assignColumns: ColumnDef<AssignmentRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'camp_number', title: 'camps.fields.camp', sortable: true, render: (r) => r.camp_name },
  { key: 'square_name', title: 'camps.fields.square' },
  // The company wraps, the licence number and country give way below 1600 px: the list (and a
  // company's, with its labelled action) fits a laptop's card (issue 15).
  { key: 'company_name', title: 'camps.fields.company', width: 120 },
  { key: 'receiver_cr', title: 'camps.fields.license_number', priority: 4 },
  { key: 'country', title: 'camps.fields.country', priority: 4, render: (r) => r.country ?? '—' },
  statusColumn('assign', 'camps.fields.status'),
  dateTimeColumn('appointment', 'camps.fields.appointment', false),
];

export function useAssignFilters(): FilterDef[] {
  const { t } = useTranslation();
  return [
    searchFilter('camps.fields.search'),
    {
      name: 'status',
      label: 'camps.fields.status',
      type: 'select',
      options: ASSIGNMENT_STATUSES.map((s) => ({ value: s, label: t(`camps.assign_status.${s}`) })),
    },
  ];
}

/** /assign: the authority manages every assignment; a company sees and completes its own. */
export default function AssignListPage() {
  const session = useSession();
  const authority = can(session, 'delivery-camp-index');
  return (
    <ResourceList<AssignmentRow>
      {...listOf(PATHS.assignments, 'camps.routes.assign', assignColumns, useAssignFilters())}
      rowActions={[
        rowAction.edit(
          'camps.actions.edit',
          (r) => `/assign/update/${r.id}`,
          () => authority,
        ),
        // A labelled action (not a lone icon): what the company does with its assignment.
        rowAction.link(
          'recustomize',
          'camps.actions.recustomize',
          undefined,
          (r) => `/assign/re-customization/${r.id}`,
          () => !authority,
        ),
        rowAction.remove(
          'camps.actions.delete',
          (r) => `general/camps/deleteCampAssignation/${r.id}`,
          'DELETE',
          (r) => authority && r.status === 'pending',
        ),
      ]}
      toolbar={
        authority ? (
          <CreateLink to="/assign/create" label="camps.routes.assign_create" testId="assign-create" />
        ) : null
      }
    />
  );
}
