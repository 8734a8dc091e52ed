import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState, useRouteQuery } from '../../components/page-state/page-states';
import { detailsQuery } from './api';
import { AnswerStep } from './licence-form/form-answers';
import { useAnswerAndBack } from './readiness-answer';

function EditAnswers({ order }: { order: { id: number; form_id: number } }) {
  const submit = useAnswerAndBack(order, true);
  return <AnswerStep orderId={order.id} update onSubmit={submit} />;
}

/** /readiness-license/edit/:id: complete a draft or correct the answers of a pending or disapproved request. */
export function ReadinessEditPage() {
  const { t } = useTranslation();
  const { query, data: r } = useRouteQuery(detailsQuery);
  if (query.isError || !r) return <QueryState query={query} />;
  if (!['draft', 'pending', 'disapproved'].includes(r.status) || !r.form_id)
    return <EmptyState text={t('licences.readiness.not_editable')} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {r.rejection_reason && r.status === 'disapproved' && (
        <Alert
          type="warning"
          showIcon
          title={t('licences.fields.rejection_reason')}
          description={r.rejection_reason}
        />
      )}
      <EditAnswers order={{ id: r.id, form_id: r.form_id }} />
    </Space>
  );
}
