import { CreateLink, ResourceList } from '../../../components/resource-list';
import { NOTIFICATIONS_LIST } from '../api';
import { columns, filters, type SentNotification } from './columns';

/** /notifications: the notifications sent by administrators. */
export default function NotificationsListPage() {
  return (
    <ResourceList<SentNotification>
      listPath={NOTIFICATIONS_LIST}
      title="routes.notifications"
      columns={columns}
      filters={filters}
      toolbar={
        <CreateLink to="/notifications/create" label="notifications.create" testId="notification-create" />
      }
    />
  );
}
