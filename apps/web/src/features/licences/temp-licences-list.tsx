import { SafetyCertificateOutlined } from '@ant-design/icons';
import { DateText } from '../../components/date-text/date-text';
import type { ColumnDef } from '../../components/resource-list';
import { CreateLink, listOf, ResourceList, rowAction, searchFilter } from '../../components/resource-list';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import { TEMP, type TempLicenceRow } from './temp-api';

type LicenceRow = TempLicenceRow & Record<string, unknown>;

const licenceColumns: ColumnDef<LicenceRow>[] = [
  { key: 'license_number', title: 'licences.temp.number', sortable: true },
  { key: 'company_name', title: 'licences.fields.company' },
  { key: 'activity', title: 'licences.temp.activity', priority: 2 },
  { key: 'period', title: 'licences.temp.period', priority: 3 },
  {
    key: 'ends_at',
    title: 'licences.fields.expires_at',
    sortable: true,
    render: (r) => <DateText value={r.ends_at} />,
    text: (r) => dualDateText(r.ends_at, currentLang()),
  },
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
