import { EditOutlined, EyeOutlined, SignatureOutlined } from '@ant-design/icons';
import { FILLING_STATUS_COLORS } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { QueryState } from '../../components/page-state/page-states';
import { deliveryFormsQuery } from './api';

/**
 * /appointments/:id/form: the delivery forms (assign-type forms of the templates engine) of an
 * appointment, each with its filling's state and the way to fill, sign or view it.
 */
export function DeliveryFormsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(deliveryFormsQuery(id));
  const data = query.data?.data;
  if (query.isError || !data) return <QueryState query={query} />;
  // The form's own routes under the appointment (spec 000 §2); they start the filling on first use.
  const open = (formId: number, target: '' | '/edit' | '/signature' | '/view') =>
    void navigate(`/appointments/${id}/form/${formId}${target}`);
  return (
    <Card
      variant="borderless"
      title={t('contracts.forms_title', { id })}
      extra={
        <Space>
          <DateText value={data.appointment.appointment} withTime />
          <Link to={`/appointments/${id}/signature`}>
            <Button data-testid="appointment-contract">{t('contracts.contract')}</Button>
          </Link>
        </Space>
      }
    >
      {data.appointment.status === 'rejected' && (
        <Alert
          type="warning"
          showIcon
          title={t('contracts.appointment_rejected')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table
        rowKey="id"
        pagination={false}
        dataSource={data.forms}
        columns={[
          { key: 'name', title: t('contracts.form'), dataIndex: 'name' },
          {
            key: 'status',
            title: t('contracts.form_status'),
            render: (_, r) => (
              <Tag color={FILLING_STATUS_COLORS[r.status ?? 'draft']} data-testid={`form-status-${r.id}`}>
                {r.status_text ?? t('contracts.not_started')}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: t('contracts.actions'),
            render: (_, r) => (
              <Space wrap>
                {r.status !== 'signed' && (
                  <Button
                    icon={<EditOutlined />}
                    onClick={() => open(r.id, r.filling_id ? '/edit' : '')}
                    data-testid={`form-fill-${r.id}`}
                  >
                    {t('contracts.fill')}
                  </Button>
                )}
                {(r.status === 'answered' || r.status === 'signing') && (
                  <Button
                    icon={<SignatureOutlined />}
                    onClick={() => open(r.id, '/signature')}
                    data-testid={`form-sign-${r.id}`}
                  >
                    {t('contracts.sign')}
                  </Button>
                )}
                {r.filling_id && (
                  <Button
                    icon={<EyeOutlined />}
                    onClick={() => open(r.id, '/view')}
                    data-testid={`form-view-${r.id}`}
                  >
                    {t('contracts.view')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
