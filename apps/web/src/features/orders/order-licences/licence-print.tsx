import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState, PageSpinner } from '../../../components/page-state/page-states';
import { VerifyQr } from '../../../components/verify-qr/verify-qr';
import { licencePrintQuery } from '../api';
import { useBi } from '../use-bi';
import { LicenceFacts } from './licence-card';
/** The works licence as printed: services, parties, validity and versions, signatures, the verifying QR. */
export function LicencePrintPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const b = useBi();
  const q = useQuery(licencePrintQuery(id));
  if (q.isLoading) return <PageSpinner />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const { order: o, licence, signatures, licence_qr } = q.data.data;
  return (
    <Card
      variant="borderless"
      data-testid="licence-print"
      title={
        <Space wrap>
          {t('orders.licence.title')} <bdi>{licence.license_number}</bdi>
        </Space>
      }
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('orders.actions.print')}
        </Button>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('orders.fields.number')}>
          <bdi>{o.number}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.company')}>
          {b(o.company_name, o.company_name_en)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.camp')}>
          <bdi>{o.camp_number}</bdi> — {b(o.square_name, o.square_name_en)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.consultant_id')}>
          {o.consultant ? b(o.consultant.name, o.consultant.name_en) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.contractor_id')}>
          {o.contractor ? b(o.contractor.name, o.contractor.name_en) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.services')}>
          {o.services.map((s) => b(s.name, s.name_en)).join('، ')}
        </Descriptions.Item>
      </Descriptions>
      <LicenceFacts licence={licence} />
      <Space wrap size="large" style={{ marginTop: 16 }}>
        {signatures.map((s) => (
          <Card key={s.party} size="small" title={t(`orders.party.${s.party}`)}>
            <Typography.Text>{s.user_name}</Typography.Text>
            <div>
              {s.signature_image && <img src={s.signature_image} alt={t('orders.signature')} height={60} />}
              {s.stamp_image && <img src={s.stamp_image} alt={t('orders.stamp')} height={60} />}
            </div>
          </Card>
        ))}
      </Space>
      <VerifyQr url={licence_qr?.url} />
      {licence_qr && (
        <Typography.Paragraph className="no-print" copyable={{ text: licence_qr.url }}>
          <a href={licence_qr.url} data-testid="licence-qr-link">
            {t('orders.licence.check_link')}
          </a>
        </Typography.Paragraph>
      )}
    </Card>
  );
}
