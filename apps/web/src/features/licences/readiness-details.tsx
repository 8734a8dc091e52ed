import { EditOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { WorkflowDetails } from '../../components/workflow-screens/workflow-details';
import { useCan } from '../../session/can';
import { PATHS, REDIRECT_MS, type ReadinessView } from './api';
import { DrawingUpload } from './licence-form/drawing-upload';
import { readinessScreens } from './readiness.workflow';

/** /readiness-license/details/:id: the request, its actions (kernel's allowed_actions), drawing, timeline. */
export function ReadinessDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const editable = (r: ReadinessView) =>
    ['submit', 'resubmit'].some((a) => r.allowed_actions.includes(a)) ||
    (r.status === 'pending' && can('readiness-license-create'));
  return (
    <WorkflowDetails<ReadinessView>
      area={readinessScreens}
      title={(r) => `${r.title} #${r.id}`}
      extra={(r) => (
        <>
          {editable(r) && (
            <Link to={`/readiness-license/edit/${r.id}`}>
              <Button icon={<EditOutlined />} data-testid="readiness-edit">
                {t('licences.readiness.edit')}
              </Button>
            </Link>
          )}
          {r.status === 'approved' && (
            <Link to={`/readiness-license/license-ready/${r.id}`}>
              <Button icon={<SafetyCertificateOutlined />} data-testid="readiness-print">
                {t('licences.print_licence')}
              </Button>
            </Link>
          )}
        </>
      )}
      fields={(r) => [
        { label: 'licences.fields.camp', value: r.camp_number },
        { label: 'licences.fields.square', value: r.square_name },
        { label: 'licences.fields.company', value: r.company_name },
        { label: 'licences.fields.created_at', value: <DateText value={r.created_at} /> },
        !!r.validity_period && {
          label: 'licences.fields.validity_period',
          value: t('licences.days', { count: r.validity_period }),
        },
        !!r.expires_at && { label: 'licences.fields.expires_at', value: <DateText value={r.expires_at} /> },
        !!r.rejection_reason && { label: 'licences.fields.rejection_reason', value: r.rejection_reason },
      ]}
      attachments={(r) => editable(r) && <DrawingUpload path={PATHS.kroky(r.id)} testId="readiness-kroky" />}
      actions={{
        except: ['resubmit'],
        path: (a) => PATHS.action(a),
        body: (_, values, r) => ({ id: r.id, ...values }),
        onDone: (a, refresh) =>
          a === 'cancel'
            ? refresh()
            : window.setTimeout(() => void navigate('/readiness-license'), REDIRECT_MS),
      }}
    />
  );
}
