import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/page-state/page-states';
import { VerifyQr } from '../../../components/verify-qr/verify-qr';
import { dualDateText } from '../../../i18n/dates';
import { currentLang } from '../../../i18n/i18n';
import { printableQuery } from '../api';
import { bi, sar } from '../labels';
import { answerText } from './answer-text';
import './print.css';
import { PrintButton } from '../../../components/print-button/print-button';
import type { FillingScreenProps } from './filling-links';

/**
 * /forms/print/:id: the answered filling as a document (RTL in Arabic, LTR in English), with the
 * signers' signatures and stamps, the answers' SHA-256 and a QR code of the public check.
 */
export default function PrintPage({ filling }: FillingScreenProps = {}) {
  const params = useParams();
  const id = filling ?? params.id ?? '';
  const { t } = useTranslation();
  const lang = currentLang();
  const query = useQuery(printableQuery(id));
  const view = query.data?.data;

  if (query.isError || !view) return <QueryState query={query} />;

  return (
    <div className="tpl-print" dir={lang === 'ar' ? 'rtl' : 'ltr'} data-testid="print-document">
      <div className="tpl-print-actions">
        <PrintButton type="primary" data-testid="print-now">
          {t('templates.print_now')}
        </PrintButton>
      </div>
      <header className="tpl-print-head">
        <div>
          <h1>{bi(view.form, 'name')}</h1>
          <p>
            {t('templates.version')} {view.filling.version} · {view.filling.status_text}
            {view.filling.company ? ` · ${view.filling.company.name}` : ''}
          </p>
        </div>
        <VerifyQr url={view.filling.verify_url} size={120} className="tpl-print-qr" testid="print-qr" />
      </header>
      <table className="tpl-print-table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('templates.question')}</th>
            <th>{t('templates.answer')}</th>
          </tr>
        </thead>
        <tbody>
          {view.questions.map((q, i) => (
            <tr key={q.question_id}>
              <td>{i + 1}</td>
              <td>{bi(q, 'title')}</td>
              <td>{answerText(q, t)}</td>
            </tr>
          ))}
          <tr className="tpl-print-total">
            <td />
            <td>{t('templates.total')}</td>
            <td>
              {sar(view.filling.total_halalas)} {t('templates.sar')}
            </td>
          </tr>
        </tbody>
      </table>
      <section className="tpl-print-signers">
        {view.signers.map((s) => (
          <div className="tpl-print-signer" key={s.signer_num} data-testid={`print-signer-${s.signer_num}`}>
            <strong>
              {s.signer_num}. {bi(s, 'type_name')}
            </strong>
            {s.signature ? (
              <>
                <span>{s.signature.user_name}</span>
                <span className="tpl-print-date">{dualDateText(s.signature.signed_at, lang, true)}</span>
                <div className="tpl-print-marks">
                  {s.signature_image && <img src={s.signature_image} alt={t('templates.signature')} />}
                  {s.stamp_image && <img src={s.stamp_image} alt={t('templates.stamp')} />}
                </div>
              </>
            ) : (
              <span className="tpl-print-pending">{t(`templates.state_${s.state}`)}</span>
            )}
          </div>
        ))}
      </section>
      <footer className="tpl-print-foot">
        <p>
          {t('templates.hash')}: <code dir="ltr">{view.filling.answers_hash ?? '—'}</code>
        </p>
        {view.filling.verify_url && <p>{t('signing.qr_hint')}</p>}
        <p>{t('templates.generated', { date: dualDateText(new Date().toISOString(), lang, true) })}</p>
      </footer>
    </div>
  );
}
