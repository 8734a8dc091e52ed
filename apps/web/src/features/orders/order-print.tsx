import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../api/client';
import { notice } from '../../components/notice/notice';
import { QueryState } from '../../components/page-state/page-states';
import { SignWithPassword } from '../../components/sign-with-password/sign-with-password';
import { VerifyQr } from '../../components/verify-qr/verify-qr';
import { orderPrintQuery } from './api';
import { PartySignatures, PrintCard, usePrintedOrderItems } from './print-parts';

/** `/orders/file/pledge/:id`: the order as printed — parties, services, signatures and stamps, the verifying QR. */
export function OrderPrintPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery(orderPrintQuery(id));
  const orderItems = usePrintedOrderItems();
  if (q.isError || !q.data) return <QueryState query={q} />;
  const { order: o, signatures, sign, qr_url } = q.data.data;
  const onSign = async (password: string) => {
    const a = await api.post<{ message: string }>(`general/order_sign/sign/${o.id}`, { password });
    notice('success', a.message);
    await qc.invalidateQueries({ queryKey: orderPrintQuery(id).queryKey });
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <PrintCard
        testId="order-print"
        printTestId="order-print-button"
        title={
          <>
            {t('orders.print_title')} <bdi>{o.number}</bdi>
            <Tag>{o.status_text}</Tag>
          </>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          {orderItems(
            o,
            [
              <Descriptions.Item key="hijaj" label={t('orders.fields.number_of_hijaj')}>
                {o.number_of_hijaj}
              </Descriptions.Item>,
              <Descriptions.Item key="date" label={t('orders.fields.planed_achive_date')}>
                <bdi>{o.planed_achive_date}</bdi>
              </Descriptions.Item>,
            ],
            2,
          )}
        </Descriptions>
        <PartySignatures signatures={signatures} testIds />
        <VerifyQr url={qr_url?.url} />
      </PrintCard>
      {sign.can_sign && (
        <Card variant="borderless" title={t('orders.sign_title')}>
          <SignWithPassword onSign={onSign} testid="order-sign" />
        </Card>
      )}
    </Space>
  );
}
