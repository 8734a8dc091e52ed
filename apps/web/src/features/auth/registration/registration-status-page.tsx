import { USER_STATUS_COLORS, type UserStatus } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState, PageSpinner } from '../../../components/page-state/page-states';
import { logout } from '../../../session/logout';
import { useSession } from '../../../session/session-store';
import { GuestCard } from '../guest-card';
import { registrationQuery } from './registration-api';

/** A pending or rejected user: the registration state and reason, and the way to correct it. */
export default function RegistrationStatusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const registration = useQuery(registrationQuery());

  if (registration.isLoading) return <PageSpinner />;
  if (registration.isError || !registration.data)
    return <ErrorState onRetry={() => void registration.refetch()} />;
  const r = registration.data;
  const status = r.status || session.user?.status || 'pending';

  return (
    <GuestCard title="registration.title" wide>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('registration.account')}>{session.user?.email}</Descriptions.Item>
        <Descriptions.Item label={t('registration.status')}>
          <Tag
            color={USER_STATUS_COLORS[status as UserStatus] ?? 'default'}
            data-testid="registration-status"
          >
            {r.status_text || t(`status.${status}`, { defaultValue: status })}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
      {status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          className="form-alert registration-reason"
          title={t('registration.reject_reason')}
          description={r.reject_reason || t('registration.no_reason')}
          data-testid="reject-reason"
        />
      )}
      {status === 'pending' && (
        <Alert type="info" showIcon className="form-alert" title={t('registration.pending_text')} />
      )}
      <Space wrap>
        {r.can_resubmit && (
          <Link to="/complete-register-forms">
            <Button type="primary" data-testid="registration-edit">
              {t(status === 'rejected' ? 'registration.correct' : 'registration.edit')}
            </Button>
          </Link>
        )}
        <Button
          onClick={() => {
            void logout().then(() => navigate('/login', { replace: true }));
          }}
        >
          {t('shell.logout')}
        </Button>
      </Space>
    </GuestCard>
  );
}
