import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceList } from '../../../components/resource-list';
import { NOTIFICATIONS_LIST } from '../api';
import { columns, filters, type SentNotification } from './columns';

/** /notifications: the notifications sent by administrators. */
export default function NotificationsListPage() {
  const { t } = useTranslation();
  return (
    <ResourceList<SentNotification>
      listPath={NOTIFICATIONS_LIST}
      title="routes.notifications"
      columns={columns}
      filters={filters}
      toolbar={
        <Link to="/notifications/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="notification-create">
            {t('notifications.create')}
          </Button>
        </Link>
      }
    />
  );
}
