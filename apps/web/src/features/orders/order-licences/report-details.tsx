import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrintButton } from '../../../components/print-button/print-button';
import { WorkflowDetails } from '../../../components/workflow-screens/workflow-details';
import { ORDER_LICENCES, type Report } from '../api';
import { useBi } from '../use-bi';
import { reportScreens } from './order-licences.workflow';
import { ReportImages } from './report-images';

/** `/reports/:id`: the report as printed, its images, its log and the authority's decision. */
export function ReportPage() {
  const { t } = useTranslation();
  const b = useBi();
  return (
    <WorkflowDetails<Report>
      area={reportScreens}
      testId="report-details"
      title={(r) => (
        <>
          {t('orders.report.title')} <bdi>{r.number}</bdi>
        </>
      )}
      extra={() => <PrintButton>{t('orders.actions.print')}</PrintButton>}
      fields={(r) => [
        {
          label: 'orders.fields.number',
          value: (
            <Link to={`/orders/details/${r.order_id}`}>
              <bdi>{r.number}</bdi>
            </Link>
          ),
        },
        { label: 'orders.licence.number', value: <bdi>{r.license_number ?? '—'}</bdi> },
        { label: 'orders.fields.company', value: b(r.company_name, r.company_name_en) },
        { label: 'orders.fields.consultant_id', value: b(r.consultant_name, r.consultant_name_en) },
        { label: 'orders.fields.camp', value: <bdi>{r.camp_number}</bdi> },
        { label: 'orders.report.progress', value: <span data-testid="report-progress">{r.progress}%</span> },
        { label: 'orders.fields.notes', value: r.notes ?? '—' },
        !!r.reason && { label: 'orders.fields.reason', value: r.reason },
      ]}
      panels={(r, refresh) => <ReportImages report={r} onDone={refresh} />}
      actions={{
        path: () => ORDER_LICENCES.reportStatus,
        body: (a, v, r) => ({
          report_id: r.id,
          status: a === 'approve' ? 'approve' : 'disapproved',
          ...(v.reason ? { reason: v.reason } : {}),
        }),
      }}
    />
  );
}
