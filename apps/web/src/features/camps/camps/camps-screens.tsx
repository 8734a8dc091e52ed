import type { CampRow as ContractCampRow } from '@mashaer/contract';
import { useTranslation } from 'react-i18next';
import type { ColumnDef, FilterDef } from '../../../components/resource-list';
import { CreateLink, listOf, ResourceList, rowAction, searchFilter } from '../../../components/resource-list';
import { PATHS } from '../api';
import { StatusTag, statusColumn } from '../status-tag';

/** A camps list row, as the API answers it (the contract's response schema). */
export type CampRow = ContractCampRow & Record<string, unknown>;

export const campColumns: ColumnDef<CampRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'camp_number', title: 'camps.fields.camp_number', sortable: true },
  { key: 'square_name', title: 'camps.fields.square' },
  // Mina label, tents and size give way below 1600 px and the company wraps: the list fits a
  // laptop's card (issue 15).
  { key: 'mina_label', title: 'camps.fields.mina_label', priority: 4 },
  { key: 'tents_count', title: 'camps.fields.tents_count', sortable: true, priority: 4 },
  { key: 'size', title: 'camps.fields.size', sortable: true, priority: 4 },
  statusColumn('camp', 'camps.fields.status'),
  {
    key: 'company_name',
    title: 'camps.fields.company',
    width: 120,
    render: (r) => r.company_name ?? '—',
  },
  {
    key: 'assign_status',
    title: 'camps.fields.assignment',
    render: (r) => (r.assign_status ? <StatusTag kind="assign" status={r.assign_status} /> : '—'),
    text: (r) => r.assign_status_text ?? '',
  },
];

export function useCampFilters(): FilterDef[] {
  const { t } = useTranslation();
  return [
    searchFilter('camps.fields.search'),
    { name: 'square_id', label: 'camps.fields.square', type: 'select' },
    { name: 'status', label: 'camps.fields.status', type: 'select' },
    {
      name: 'assigned',
      label: 'camps.fields.assigned',
      type: 'select',
      options: [
        { value: 1, label: t('camps.assigned_yes') },
        { value: 0, label: t('camps.assigned_no') },
      ],
    },
  ];
}

/** /camps: every camp with its square, readiness and current assignment. */
export function CampsListPage() {
  return (
    <ResourceList<CampRow>
      {...listOf(PATHS.camps, 'camps.routes.camps', campColumns, useCampFilters())}
      rowActions={[
        rowAction.edit('camps.actions.edit', (r) => `/camps/update/${r.id}`),
        rowAction.status(
          'ready',
          'camps.actions.set_ready',
          undefined,
          (r) => ({ path: `general/camps/updateCampStatus/${r.id}`, body: { status: 'ready' } }),
          { visible: (r) => r.status !== 'ready' },
        ),
        rowAction.status(
          'notready',
          'camps.actions.set_notready',
          undefined,
          (r) => ({ path: `general/camps/updateCampStatus/${r.id}`, body: { status: 'notready' } }),
          { visible: (r) => r.status === 'ready' },
        ),
        rowAction.remove('camps.actions.delete', (r) => `general/camps/delete/${r.id}`),
      ]}
      toolbar={<CreateLink to="/camps/create" label="camps.actions.add" testId="camps-create" />}
    />
  );
}
