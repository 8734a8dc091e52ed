import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isWarningAnswer } from '../../api/client';
import { notice } from '../../components/notice/notice';
import { QueryState, useRouteQuery } from '../../components/page-state/page-states';
import { SignWithPassword } from '../../components/sign-with-password/sign-with-password';
import { Timeline } from '../../components/timeline/timeline';
import { VerifyQr } from '../../components/verify-qr/verify-qr';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import { type ContractView, contractQuery, signContract } from './api';
import './contract.css';
import { ContractStatusTag } from './contract-status-tag';

/** The contract as a document: both parties' signatures and stamps, the hash and the QR check. */
function ContractDocument({ c }: { c: ContractView }) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <div className="contract-doc" dir={lang === 'ar' ? 'rtl' : 'ltr'} data-testid="contract-document">
      <header className="contract-head">
        <div>
          <h2>{c.title}</h2>
          <div>
            {t('contracts.number')}: <span dir="ltr">{c.id}</span> · {dualDateText(c.created_at, lang)}
          </div>
        </div>
        <VerifyQr url={c.verify_url} size={120} className="contract-qr" testid="contract-qr" />
      </header>
      <table className="contract-facts">
        <tbody>
          <tr>
            <th>{t('contracts.fields.company')}</th>
            <td>{c.company_name}</td>
            <th>{t('contracts.fields.licence')}</th>
            <td dir="ltr">{c.receiver_cr ?? '—'}</td>
          </tr>
          <tr>
            <th>{t('contracts.fields.camp')}</th>
            <td>{c.camp_number}</td>
            <th>{t('contracts.fields.square')}</th>
            <td>{c.square_name}</td>
          </tr>
        </tbody>
      </table>
      <p className="contract-body">{c.content}</p>
      <div className="contract-parties">
        {c.parties.map((p) => (
          <div key={p.party} className="contract-party" data-testid={`party-${p.party}`}>
            <h3>{p.party_text}</h3>
            {p.signature ? (
              <>
                <div>{p.signature.user_name}</div>
                <div className="contract-small">{dualDateText(p.signature.signed_at, lang, true)}</div>
                <div className="contract-images">
                  {p.signature.signature_image && (
                    <img src={p.signature.signature_image} alt={t('contracts.signature')} />
                  )}
                  {p.signature.stamp_image && (
                    <img src={p.signature.stamp_image} alt={t('contracts.stamp')} />
                  )}
                </div>
              </>
            ) : (
              <div className="contract-small">{t('contracts.not_signed')}</div>
            )}
          </div>
        ))}
      </div>
      <footer className="contract-small">
        {t('contracts.hash')}: <code dir="ltr">{c.content_hash}</code>
      </footer>
    </div>
  );
}

/** /contructs/:id: read, sign (password re-entered) and print a contract. */
export function ContractPage() {
  const { t } = useTranslation();
  const { query, data: c } = useRouteQuery(contractQuery);
  if (query.isError || !c) return <QueryState query={query} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <Card
        variant="borderless"
        className="contract-screen-only"
        title={c.title}
        extra={
          <Space>
            <ContractStatusTag status={c.contract_status} />
            <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="contract-print">
              {t('contracts.print')}
            </Button>
          </Space>
        }
      >
        {c.can_sign ? (
          <SignWithPassword
            testid="contract-sign"
            onSign={async (password) => {
              const answer = await signContract(c.id, password);
              if (!isWarningAnswer(answer)) notice('success', answer.message);
              await query.refetch();
            }}
          />
        ) : (
          <Alert
            type={c.contract_status === 'signed' ? 'success' : 'info'}
            showIcon
            title={
              c.contract_status === 'signed'
                ? t('contracts.fully_signed')
                : t('contracts.waiting_other_party')
            }
          />
        )}
      </Card>
      {c.timeline?.length ? (
        <Card variant="borderless" className="contract-screen-only" title={t('contracts.timeline')}>
          <Timeline events={c.timeline} />
        </Card>
      ) : null}
      <ContractDocument c={c} />
    </Space>
  );
}
