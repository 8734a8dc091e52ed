import { PlusOutlined } from '@ant-design/icons';
import { AUTHORITY_TYPE_CODES, type UserTypeCode } from '@mashaer/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { type ColumnDef, ResourceList } from '../../components/resource-list';
import { can } from '../../session/can';
import { useSession } from '../../session/session-store';
import { SADAD, type SadadRow } from './api';
import { Sar, StatusTag } from './finance-tags';

// The list apart from the form and details screens (sadad-screens.tsx): the list route does not
// load their date picker, upload, form and schemas.

type ListRow = SadadRow & Record<string, unknown>;

const columns: ColumnDef<ListRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'bill_number', title: 'finance.fields.bill_number' },
  // The company's name wraps, the Hijri due date goes under the Gregorian: the list fits its card
  // from 1280 px without scrolling sideways (issue 15).
  { key: 'company_name', title: 'finance.fields.company', priority: 2, width: 120 },
  {
    key: 'amount',
    title: 'finance.fields.amount',
    sortable: true,
    render: (r) => <Sar text={r.amount_sar} />,
    text: (r) => r.amount_sar,
  },
  { key: 'reason_text', title: 'finance.fields.reason', priority: 3, width: 100 },
  {
    key: 'due_date',
    title: 'finance.fields.due_date',
    sortable: true,
    priority: 2,
    render: (r) => <DateText value={r.due_date} stacked />,
    text: (r) => r.due_date,
  },
  {
    key: 'status',
    title: 'finance.fields.status',
    sortable: true,
    render: (r) => <StatusTag row={r} />,
    text: (r) => r.status_text,
  },
];

/** /sadad: the payment-slip orders (a company sees its own bills). */
export function SadadListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const authority = AUTHORITY_TYPE_CODES.includes(session.type?.code as UserTypeCode);
  return (
    <ResourceList<ListRow>
      listPath={SADAD.list}
      title="finance.routes.sadad"
      columns={columns}
      filters={[
        { name: 'search', label: 'finance.fields.search_bill', type: 'text' },
        { name: 'status', label: 'finance.fields.status', type: 'select' },
        { name: 'reason', label: 'finance.fields.reason', type: 'select' },
        ...(authority
          ? [
              {
                name: 'company_id',
                label: 'finance.fields.company',
                type: 'select' as const,
                optionsPath: SADAD.companies,
              },
            ]
          : []),
      ]}
      rowActions={[
        {
          key: 'details',
          label: 'finance.actions.details',
          onClick: (r) => navigate(`/sadad/details/${r.id}`),
        },
      ]}
      toolbar={
        authority && can(session, 'clearance-sadad-index') ? (
          <Link to="/sadad/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="sadad-create">
              {t('finance.actions.create_sadad')}
            </Button>
          </Link>
        ) : null
      }
    />
  );
}
