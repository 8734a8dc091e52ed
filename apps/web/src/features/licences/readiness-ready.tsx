import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState, useRouteQuery } from '../../components/page-state/page-states';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import { detailsQuery } from './api';
import { LicenceDocument } from './licence-form/licence-document';
import './licences.css';
import { joinIsolated } from '../../components/bidi/join';

/** /readiness-license/license-ready/:id: the approved licence, printable, with its verifying QR. */
export function ReadinessLicenceReadyPage() {
  const { t } = useTranslation();
  const { query, data: r } = useRouteQuery(detailsQuery);
  if (query.isError || !r) return <QueryState query={query} />;
  const lang = currentLang();
  if (!r.document) return <EmptyState text={t('licences.readiness.not_issued')} />;
  const doc = r.document;
  return (
    <LicenceDocument
      testid="readiness-licence"
      title={r.title}
      number={r.id}
      doc={doc}
      printIcon
      certifies="licences.readiness.certifies"
      rows={[
        ['licences.fields.company', r.company_name],
        ['licences.fields.camp', joinIsolated(r.camp_number, r.square_name)],
        ['licences.fields.valid_from', doc.valid_from ? dualDateText(doc.valid_from, lang) : '—'],
        ['licences.fields.expires_at', doc.valid_until ? dualDateText(doc.valid_until, lang) : '—'],
        [
          'licences.fields.validity_period',
          r.validity_period ? t('licences.days', { count: r.validity_period }) : '—',
        ],
      ]}
    />
  );
}
