import { FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import {
  type ColumnDef,
  ResourceList,
  type Row,
  rowAction,
  searchFilter,
} from '../../components/resource-list';
import { SubTable } from '../../components/sub-table/sub-table';
import { ORDERS, orderQuery, type ViolationOrder } from './api';

type OrderRow = Omit<ViolationOrder, 'violations' | 'legal_text' | 'document'> & Row;

const columns: ColumnDef<OrderRow>[] = [
  { key: 'number', title: 'violations.orders.number', sortable: true },
  { key: 'company_name', title: 'violations.fields.company' },
  { key: 'violations_count', title: 'violations.orders.count', priority: 2 },
  { key: 'total_fine_sar', title: 'violations.orders.total_fine' },
  {
    key: 'created_at',
    title: 'violations.fields.created_at',
    render: (r) => <DateText value={r.created_at} />,
  },
];

/** /regulatory-violation-order: the orders issued (a company sees its own). */
export function OrderListPage() {
  return (
    <ResourceList<OrderRow>
      listPath={ORDERS.list}
      title="violations.routes.orders"
      columns={columns}
      filters={[searchFilter('violations.fields.search')]}
      rowActions={[
        rowAction.link(
          'open',
          'violations.open',
          <FileTextOutlined />,
          (r) => `/regulatory-violation-order/${r.id}`,
        ),
        rowAction.link(
          'ready',
          'violations.orders.print',
          <PrinterOutlined />,
          (r) => `/regulatory-violation-order/ready/${r.id}`,
        ),
      ]}
    />
  );
}

function OrderBody({ o }: { o: ViolationOrder }) {
  const { t } = useTranslation();
  return (
    <>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('violations.orders.number')}>
          <bdi data-testid="order-number">{o.number}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('violations.fields.company')}>{o.company_name}</Descriptions.Item>
        <Descriptions.Item label={t('violations.orders.total_fine')}>{o.total_fine_sar}</Descriptions.Item>
        <Descriptions.Item label={t('violations.fields.created_at')}>
          <DateText value={o.created_at} />
        </Descriptions.Item>
      </Descriptions>
      <p style={{ marginBlock: 16 }}>{o.legal_text}</p>
      <SubTable
        rowKey="id"
        dataSource={o.violations}
        columns={[
          { key: 'number', dataIndex: 'number', title: t('violations.fields.number') },
          { key: 'camp', dataIndex: 'camp_number', title: t('violations.fields.camp') },
          { key: 'level', dataIndex: 'level_name', title: t('violations.fields.level') },
          { key: 'body', dataIndex: 'body', title: t('violations.fields.body') },
        ]}
      />
    </>
  );
}

function useOrder() {
  const { id = '' } = useParams();
  return useQuery(orderQuery(id));
}

/** /regulatory-violation-order/:id: the order and its violations. */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const q = useOrder();
  if (q.isLoading) return <PageSpinner />;
  if (!q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const o = q.data.data;
  return (
    <Card
      title={t('violations.routes.orders_details')}
      extra={
        <Link to={`/regulatory-violation-order/ready/${o.id}`}>
          <Button icon={<PrinterOutlined />} data-testid="order-print">
            {t('violations.orders.print')}
          </Button>
        </Link>
      }
    >
      <OrderBody o={o} />
    </Card>
  );
}
