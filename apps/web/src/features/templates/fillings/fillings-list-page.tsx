import { EditOutlined, PrinterOutlined, SignatureOutlined } from '@ant-design/icons';
import { type FillingRow as ContractFillingRow, FILLING_LIST_STATUS_COLORS } from '@mashaer/contract';
import { Tag } from 'antd';
import { DateText } from '../../../components/date-text/date-text';
import type { ColumnDef, FilterDef, RowAction } from '../../../components/resource-list';
import { listOf, ResourceList, rowAction, textColumn } from '../../../components/resource-list';
import { PATHS } from '../api';
import { bi, sar } from '../labels';

/** The contract's row; the list component indexes rows by column key. */
type FillingRow = ContractFillingRow & Record<string, unknown>;

const columns: ColumnDef<FillingRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  textColumn('form_name', 'templates.form', (r) =>
    bi({ name: r.form_name, name_en: r.form_name_en }, 'name'),
  ),
  { key: 'form_type_text', title: 'templates.type' },
  {
    key: 'status',
    title: 'templates.status',
    sortable: true,
    render: (r) => <Tag color={FILLING_LIST_STATUS_COLORS[r.status]}>{r.status_text}</Tag>,
    text: (r) => r.status_text,
  },
  textColumn('total_halalas', 'templates.total', (r) => sar(r.total_halalas)),
  {
    key: 'updated_at',
    title: 'common.created_at',
    sortable: true,
    render: (r) => <DateText value={r.updated_at} withTime stacked />,
  },
];

const filters: FilterDef[] = [{ name: 'status', label: 'templates.status', type: 'select' }];

/** /forms/fillings: the forms the user (their organisation) fills and signs; all for authorities. */
export default function FillingsListPage() {
  const actions: RowAction<FillingRow>[] = [
    rowAction.link(
      'fill',
      'templates.fill',
      <EditOutlined />,
      (r) => `/forms/fill/${r.id}`,
      (r) => r.status !== 'signed',
    ),
    rowAction.link(
      'sign',
      'templates.sign',
      <SignatureOutlined />,
      (r) => `/forms/sign/${r.id}`,
      (r) => r.status === 'answered' || r.status === 'signing',
    ),
    rowAction.link('print', 'templates.print', <PrinterOutlined />, (r) => `/forms/print/${r.id}`),
  ];
  return (
    <ResourceList<FillingRow>
      {...listOf(PATHS.fillings, 'templates.routes.fillings', columns, filters)}
      rowActions={actions}
    />
  );
}
