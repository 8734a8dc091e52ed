import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState, PageSpinner } from '../../../components/page-state/page-states';
import { dualDateText } from '../../../i18n/dates';
import { currentLang } from '../../../i18n/i18n';
import { fetchPrintable } from '../api';
import { bi, sar } from '../labels';
import { answerText } from './answer-text';
import './print.css';

/**
 * /forms/print/:id: the answered filling as a document (RTL in Arabic, LTR in English), with the
 * signers' signatures and stamps, the answers' SHA-256 and a QR code of the public check.
 */
export default function PrintPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const lang = currentLang();
  const query = useQuery({
    queryKey: ['templates', 'print', id],
    queryFn: () => fetchPrintable(id),
    gcTime: 0,
  });
  const view = query.data?.data;
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    const url = view?.filling.verify_url;
    if (!url) return;
    let live = true;
    import('qrcode')
      .then((m) => m.toDataURL(url, { margin: 1, width: 160 }))
      .then((d) => {
        if (live) setQr(d);
      })
      // Without a canvas (an old browser) the document is still printed, without the code.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [view?.filling.verify_url]);

  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !view) return <ErrorState onRetry={() => void query.refetch()} />;

  return (
    <div className="tpl-print" dir={lang === 'ar' ? 'rtl' : 'ltr'} data-testid="print-document">
      <div className="tpl-print-actions">
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          data-testid="print-now"
        >
          {t('templates.print_now')}
        </Button>
      </div>
      <header className="tpl-print-head">
        <div>
          <h1>{bi(view.form, 'name')}</h1>
          <p>
            {t('templates.version')} {view.filling.version} · {view.filling.status_text}
            {view.filling.company ? ` · ${view.filling.company.name}` : ''}
          </p>
        </div>
        {qr && (
          <img className="tpl-print-qr" src={qr} alt={t('templates.verify_hint')} data-testid="print-qr" />
        )}
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
        <p>{t('templates.verify_hint')}</p>
        <p>{t('templates.generated', { date: dualDateText(new Date().toISOString(), lang, true) })}</p>
      </footer>
    </div>
  );
}
