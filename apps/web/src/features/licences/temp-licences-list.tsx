import { SafetyCertificateOutlined } from '@ant-design/icons';
import { dateColumn } from '../../components/date-text/date-column';
import type { ColumnDef } from '../../components/resource-list';
import { CreateLink, listOf, ResourceList, rowAction, searchFilter } from '../../components/resource-list';
import { TEMP, type TempLicenceRow } from './temp-api';

type LicenceRow = TempLicenceRow & Record<string, unknown>;

const licenceColumns: ColumnDef<LicenceRow>[] = [
  { key: 'license_number', title: 'licences.temp.number', sortable: true },
  { key: 'company_name', title: 'licences.fields.company' },
  { key: 'activity', title: 'licences.temp.activity', priority: 2 },
  { key: 'period', title: 'licences.temp.period', priority: 3 },
  dateColumn('ends_at', 'licences.fields.expires_at', { sortable: true }),
];

/** /licenses: the issued temporary licences. */
export function TempLicencesPage() {
  return (
    <ResourceList<LicenceRow>
      {...listOf(TEMP.licences, 'licences.routes.temp_licences', licenceColumns)}
      filters={[
        searchFilter('licences.temp.search_licences'),
        { name: 'company_id', label: 'licences.fields.company', type: 'select' },
      ]}
      rowActions={[
        rowAction.edit('licences.edit', (r) => `/licenses/update/${r.id}`),
        rowAction.link<LicenceRow>(
          'ready',
          'licences.print_licence',
          <SafetyCertificateOutlined />,
          (r) => `/temp-licenses-order/ready/${r.temp_license_order_id}`,
          (r) => r.temp_license_order_id !== null,
        ),
      ]}
      toolbar={
        <CreateLink to="/licenses/create" label="licences.routes.temp_licence_create" testId="licence-new" />
      }
    />
  );
}
