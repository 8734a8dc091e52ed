import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState, QueryState } from '../../components/page-state/page-states';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import { LicenceDocument } from './licence-form/licence-document';
import { tempViewQuery } from './temp-api';
import './licences.css';

/** /temp-licenses-order/ready/:id: the issued temporary licence, printable, with its verifying QR. */
export function TempLicenceReadyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const q = useQuery(tempViewQuery(id, true));
  if (q.isError || !q.data) return <QueryState query={q} />;
  const r = q.data.data;
  const l = r.licence;
  const lang = currentLang();
  if (!l?.document) return <EmptyState text={t('licences.readiness.not_issued')} />;
  const doc = l.document;
  return (
    <LicenceDocument
      testid="temp-licence"
      title={r.title}
      number={l.license_number ?? ''}
      doc={doc}
      certifies="licences.temp.certifies"
      rows={[
        ['licences.fields.company', r.company_name],
        ['licences.fields.camp', `${r.camp_number} — ${r.square_name}`],
        ['licences.temp.activity', l.activity],
        ['licences.temp.period', t('licences.days', { count: l.period })],
        ['licences.fields.valid_from', dualDateText(l.starts_at, lang)],
        ['licences.fields.expires_at', dualDateText(l.ends_at, lang)],
        ['licences.temp.conditions', l.conditions ?? '—'],
      ]}
    />
  );
}
