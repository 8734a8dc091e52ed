import type { CarLicenceView } from '@mashaer/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { VerifyQr } from '../../components/verify-qr/verify-qr';
import { WorkflowDetails } from '../../components/workflow-screens/workflow-details';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import { carScreens } from './car.workflow';
import { CAR } from './car-api';
import { PrintButton } from './licence-form/licence-document';

/** /request-licenses/view/:id: the request, the authority's actions and, once approved, the permit with its QR. */
export function CarViewPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <WorkflowDetails<CarLicenceView>
      area={carScreens}
      testId="car-permit"
      title={(r) => r.title}
      extra={(r) =>
        r.document && (
          <>
            {r.document.validity_text && <Tag data-testid="car-validity">{r.document.validity_text}</Tag>}
            <span className="workflow-screen-only">
              <PrintButton testId="car-print" />
            </span>
          </>
        )
      }
      fields={(r) => [
        { label: 'licences.number', value: <span dir="ltr">{r.id}</span> },
        { label: 'licences.car.plate', value: r.plate_number },
        { label: 'licences.car.driver', value: r.driver_name },
        { label: 'licences.car.identity', value: <span dir="ltr">{r.driver_identity}</span> },
        { label: 'licences.fields.company', value: r.company_name },
        { label: 'licences.fields.camp', value: `${r.camp_number} — ${r.square_name}` },
        { label: 'licences.car.period', value: t('licences.days', { count: r.period }) },
        { label: 'licences.car.visit_cause', value: r.visit_cause },
        !!r.approval_date && {
          label: 'licences.car.approval_date',
          value: dualDateText(r.approval_date, lang),
        },
        !!r.expire_date && { label: 'licences.fields.expires_at', value: dualDateText(r.expire_date, lang) },
      ]}
      body={(r) => r.document && <VerifyQr url={r.document.url} size={120} testid="car-qr" />}
      actions={{ path: (a, r) => `${CAR}/${a}/${r.id}` }}
    />
  );
}
