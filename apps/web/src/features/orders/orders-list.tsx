import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { ORDER_STATUS_COLORS, type OrderStatus } from '@mashaer/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ColumnDef, ResourceList, type Row, type RowAction } from '../../components/resource-list';
import { useCan } from '../../session/can';
import { PATHS } from './api';

// The list screens apart from the form and details screens (orders-screens.tsx): a list route
// does not load their date pickers, uploads, forms and schemas.

export const useBi = () => {
  const { i18n } = useTranslation();
  return (ar: unknown, en: unknown) => String((i18n.language === 'en' ? en : ar) ?? ar ?? '');
};

export const statusTag = (r: Row) => (
  <Tag color={ORDER_STATUS_COLORS[r.status as OrderStatus] ?? 'default'} data-testid="order-status">
    {String(r.status_text ?? r.status)}
  </Tag>
);

function useColumns(): ColumnDef[] {
  const bi = useBi();
  return [
    { key: 'number', title: 'orders.fields.number', sortable: true },
    {
      key: 'company_name',
      title: 'orders.fields.company',
      render: (r) => bi(r.company_name, r.company_name_en),
      text: (r) => bi(r.company_name, r.company_name_en),
      priority: 2,
    },
    { key: 'camp_number', title: 'orders.fields.camp', priority: 2 },
    {
      key: 'status',
      title: 'orders.fields.status',
      sortable: true,
      render: statusTag,
      text: (r) => String(r.status_text),
    },
    { key: 'planed_achive_date', title: 'orders.fields.planed_achive_date', priority: 3 },
  ];
}

const filters = [
  { name: 'search', label: 'orders.fields.search', type: 'text' as const },
  { name: 'status', label: 'orders.fields.status', type: 'select' as const },
];

/** `/orders`: the orders in the caller's scope. */
export function OrdersListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const actions: RowAction[] = [
    {
      key: 'details',
      label: 'orders.actions.details',
      icon: <EyeOutlined />,
      onClick: (r) => void navigate(`/orders/details/${r.id}`),
    },
    {
      key: 'edit',
      label: 'orders.actions.edit',
      icon: <EditOutlined />,
      visible: (r) => ((r.allowed_actions as string[]) ?? []).some((a) => a === 'send' || a === 'resend'),
      onClick: (r) => void navigate(`/orders/update/${r.id}`),
    },
    {
      key: 'delete',
      label: 'orders.actions.delete',
      icon: <DeleteOutlined />,
      danger: true,
      confirm: 'delete',
      visible: (r) => r.status === 'draft' && ((r.allowed_actions as string[]) ?? []).includes('send'),
      request: (r) => ({ path: PATHS.destroy(String(r.id)), method: 'DELETE' }),
    },
  ];
  return (
    <ResourceList
      listPath={PATHS.list}
      title="orders.routes.orders"
      columns={useColumns()}
      filters={filters}
      rowActions={actions}
      toolbar={
        can('order-create') ? (
          <Link to="/orders/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="order-create">
              {t('orders.actions.create')}
            </Button>
          </Link>
        ) : undefined
      }
    />
  );
}

/** `/orders/consulting`: the consultant's and the contractor's inbox (the orders naming them). */
export function ConsultingPage() {
  const navigate = useNavigate();
  return (
    <ResourceList
      listPath={PATHS.consulting}
      title="orders.routes.orders_consulting"
      columns={useColumns()}
      filters={filters}
      rowActions={[
        {
          key: 'details',
          label: 'orders.actions.details',
          icon: <EyeOutlined />,
          onClick: (r) => void navigate(`/orders/details/${r.id}`),
        },
      ]}
    />
  );
}
