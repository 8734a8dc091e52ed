import { CreateLink, listOf, ResourceList } from '../../../components/resource-list';
import { NOTIFICATIONS_LIST } from '../api';
import { columns, filters, type SentNotification } from './columns';

/** /notifications: the notifications sent by administrators. */
export default function NotificationsListPage() {
  return (
    <ResourceList<SentNotification>
      {...listOf(NOTIFICATIONS_LIST, 'routes.notifications', columns, filters)}
      toolbar={
        <CreateLink to="/notifications/create" label="notifications.create" testId="notification-create" />
      }
    />
  );
}
