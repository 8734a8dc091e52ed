import { EditOutlined, EyeOutlined, SignatureOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { DateText } from '../../components/date-text/date-text';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { fetchDeliveryForms, startForm } from './api';

const FILLING_COLORS: Record<string, string> = {
  draft: 'default',
  answered: 'blue',
  signing: 'gold',
  signed: 'green',
};

/**
 * /appointments/:id/form: the delivery forms (assign-type forms of the templates engine) of an
 * appointment, each with its filling's state and the way to fill, sign or view it.
 */
export function DeliveryFormsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['contracts', 'forms', id],
    queryFn: () => fetchDeliveryForms(id),
    gcTime: 0,
  });
  const data = query.data?.data;
  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !data) return <ErrorState onRetry={() => void query.refetch()} />;
  // Starts the filling on first use and opens it in the templates engine's screen.
  const open = (formId: number, target: 'fill' | 'sign' | 'print') =>
    void startForm(id, formId)
      .then((r) => navigate(`/forms/${target}/${r.data.filling_id}`))
      .catch(() => undefined);
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
              <Tag color={FILLING_COLORS[r.status ?? 'draft']} data-testid={`form-status-${r.id}`}>
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
                    onClick={() => open(r.id, 'fill')}
                    data-testid={`form-fill-${r.id}`}
                  >
                    {t('contracts.fill')}
                  </Button>
                )}
                {(r.status === 'answered' || r.status === 'signing') && (
                  <Button
                    icon={<SignatureOutlined />}
                    onClick={() => open(r.id, 'sign')}
                    data-testid={`form-sign-${r.id}`}
                  >
                    {t('contracts.sign')}
                  </Button>
                )}
                {r.filling_id && (
                  <Button
                    icon={<EyeOutlined />}
                    onClick={() => open(r.id, 'print')}
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

/**
 * /appointments/:id/form/:form[/edit|/signature|/view]: opens the appointment's filling of the form
 * (started on first use) in the templates engine's fill, sign or print screen.
 */
export function DeliveryFormOpenPage() {
  const { id = '', form = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const target = pathname.endsWith('/signature') ? 'sign' : pathname.endsWith('/view') ? 'print' : 'fill';
    startForm(id, form)
      .then((r) => {
        if (live) void navigate(`/forms/${target}/${r.data.filling_id}`, { replace: true });
      })
      .catch((e) => {
        if (live) setError(isApiError(e) ? e.message : t('contracts.open_failed'));
      });
    return () => {
      live = false;
    };
  }, [id, form, pathname, navigate, t]);
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={error}
        action={
          <Link to={`/appointments/${id}/form`}>
            <Button>{t('contracts.back_to_forms')}</Button>
          </Link>
        }
      />
    );
  return <PageSpinner />;
}
