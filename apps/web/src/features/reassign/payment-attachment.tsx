import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState, useRouteQuery } from '../../components/page-state/page-states';
import { BASE, orderQuery } from './api';
import { DocsCard } from './docs-card';
/** /re-assign-orders/:id/payment-attachment(/view): the order's payment documents. */
export function PaymentAttachmentPage() {
  const { t } = useTranslation();
  const { query, data: o } = useRouteQuery(orderQuery);
  if (query.isError || !o) return <QueryState query={query} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Link to={`${BASE[o.type]}/${o.id}/details`}>{t('reassign.back_to_order', { id: o.id })}</Link>
      <DocsCard order={o} kind="payment" onChange={() => query.refetch()} />
    </Space>
  );
}
