import { useQuery } from '@tanstack/react-query';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/page-state/page-states';
import { VerifyQr } from '../../../components/verify-qr/verify-qr';
import { licencePrintQuery } from '../api';
import { PartySignatures, PrintCard } from '../print-parts';
import { useBi } from '../use-bi';
import { LicenceFacts } from './licence-card';
/** The works licence as printed: services, parties, validity and versions, signatures, the verifying QR. */
export function LicencePrintPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const b = useBi();
  const q = useQuery(licencePrintQuery(id));
  if (q.isError || !q.data) return <QueryState query={q} />;
  const { order: o, licence, signatures, licence_qr } = q.data.data;
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
