import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState, useRouteQuery } from '../../../components/page-state/page-states';
import { VerifyQr } from '../../../components/verify-qr/verify-qr';
import { licencePrintQuery } from '../api';
import { PartySignatures, PrintCard, usePrintedOrderItems } from '../print-parts';
import { LicenceFacts } from './licence-card';
/** The works licence as printed: services, parties, validity and versions, signatures, the verifying QR. */
export function LicencePrintPage() {
  const { t } = useTranslation();
  const orderItems = usePrintedOrderItems();
  const { query, data } = useRouteQuery(licencePrintQuery);
  if (query.isError || !data) return <QueryState query={query} />;
  const { order: o, licence, signatures, licence_qr } = data;
  return (
    <PrintCard
      testId="licence-print"
      title={
        <>
          {t('orders.licence.title')} <bdi>{licence.license_number}</bdi>
        </>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('orders.fields.number')}>
          <bdi>{o.number}</bdi>
        </Descriptions.Item>
        {orderItems(o)}
      </Descriptions>
      <LicenceFacts licence={licence} />
      <PartySignatures signatures={signatures} />
      <VerifyQr url={licence_qr?.url} />
      {licence_qr && (
        <Typography.Paragraph className="no-print" copyable={{ text: licence_qr.url }}>
          <a href={licence_qr.url} data-testid="licence-qr-link">
            {t('orders.licence.check_link')}
          </a>
        </Typography.Paragraph>
      )}
    </PrintCard>
  );
}
