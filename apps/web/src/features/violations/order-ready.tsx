import { useQuery } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { VerifyQr } from '../../components/verify-qr/verify-qr';
import { orderQuery } from './api';

/** /regulatory-violation-order/ready/:id: the printable order with its verifying QR (RTL and LTR). */
export function OrderReadyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const q = useQuery(orderQuery(id));
  if (q.isLoading) return <PageSpinner />;
  if (!q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const o = q.data.data;
  return (
    <Card
      data-testid="order-ready"
      title={t('violations.orders.title')}
      extra={<Button onClick={() => window.print()}>{t('violations.orders.print')}</Button>}
    >
      <p>
        <strong>{t('violations.orders.number')}:</strong> <bdi>{o.number}</bdi> —{' '}
        <DateText value={o.created_at} />
      </p>
      <p>
        <strong>{t('violations.fields.company')}:</strong> {o.company_name}
      </p>
      <p>{o.legal_text}</p>
      <ol>
        {o.violations.map((v) => (
          <li key={v.id}>
            <bdi>{v.number}</bdi> — {v.camp_number} — {v.level_name}: {v.body}
          </li>
        ))}
      </ol>
      <p>
        <strong>{t('violations.orders.total_fine')}:</strong> <bdi>{o.total_fine_sar}</bdi>
      </p>
      <VerifyQr url={o.document?.url} testid="order-qr" />
    </Card>
  );
}
