import { Alert, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { notice } from '../../components/notice/notice';
import { QueryState, useRouteQuery } from '../../components/page-state/page-states';
import { PrintButton } from '../../components/print-button/print-button';
import { SignWithPassword } from '../../components/sign-with-password/sign-with-password';
import { VerifyQr } from '../../components/verify-qr/verify-qr';
import { currentLang } from '../../i18n/i18n';
import { BASE, orderQuery, signRedelivery } from './api';

/**
 * `/re-assign-orders/:id/re-delivery/file` and `…/re-delivery/signature` (and the lock mirrors):
 * the re-delivery record as printed — order, company, camps, appointment, each party's signature —
 * with its verifying QR once both parties signed; a party whose turn it is signs here.
 */
export function RedeliveryFilePage() {
  const { t } = useTranslation();
  const { query, data: o } = useRouteQuery(orderQuery);
  if (query.isError || !o) return <QueryState query={query} />;
  const rd = o.redelivery;
  const party = (who: string | null | undefined, at: string | null | undefined, testid: string) => (
    <span data-testid={testid}>
      {who && at ? (
        <>
          <bdi>{who}</bdi> — <DateText value={at} withTime />
        </>
      ) : (
        t('reassign.redelivery.not_signed')
      )}
    </span>
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Link to={`${BASE[o.type]}/${o.id}/details`}>{t('reassign.back_to_order', { id: o.id })}</Link>
      <Card
        variant="borderless"
        data-testid="redelivery-record"
        title={
          <Space wrap>
            {t('reassign.redelivery.record_title', { id: o.id })}
            <Tag>{o.status_text}</Tag>
          </Space>
        }
        extra={<PrintButton>{t('reassign.redelivery.print')}</PrintButton>}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('reassign.fields.company')}>
            {currentLang() === 'en' ? o.company_name_en : o.company_name}
          </Descriptions.Item>
          <Descriptions.Item label={t('reassign.fields.camps')}>
            <bdi>{o.camps.map((c) => c.camp_number).join('، ')}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t('reassign.redelivery.at')}>
            {rd ? <DateText value={rd.at} withTime /> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('reassign.fields.status')}>{o.status_text}</Descriptions.Item>
          <Descriptions.Item label={t('reassign.redelivery.company')}>
            {party(rd?.company_signed_by, rd?.company_signed_at, 'redelivery-company-signature')}
          </Descriptions.Item>
          <Descriptions.Item label={t('reassign.redelivery.authority')}>
            {party(rd?.authority_signed_by, rd?.authority_signed_at, 'redelivery-authority-signature')}
          </Descriptions.Item>
        </Descriptions>
        {rd?.document ? (
          <Space orientation="vertical" style={{ marginTop: 16 }}>
            <VerifyQr url={rd.document.url} testid="redelivery-qr" />
            <Typography.Text type="secondary">{t('reassign.redelivery.qr_note')}</Typography.Text>
          </Space>
        ) : (
          <Alert type="info" showIcon title={t('reassign.redelivery.pending_qr')} style={{ marginTop: 16 }} />
        )}
      </Card>
      {o.can.sign_redelivery && (
        <Card variant="borderless" title={t('reassign.redelivery.sign_title')}>
          <SignWithPassword
            testid="redelivery-sign"
            onSign={async (password) => {
              const answer = await signRedelivery(o.id, password);
              notice('success', answer.message);
              await query.refetch();
            }}
          />
        </Card>
      )}
    </Space>
  );
}
