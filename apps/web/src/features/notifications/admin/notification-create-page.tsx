import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TARGET_LABELS,
  NOTIFICATION_TARGETS,
  NotificationStoreSchema,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField, ResourceForm } from '../../../components/resource-form';
import { currentLang } from '../../../i18n/i18n';
import { createOptionsQuery, NOTIFICATIONS_STORE } from '../api';
import { storeBody } from './store-body';

/** The recipients to choose for a target: the field, its options in the create data, its test id. */
const PICKS: Record<string, { name: string; options: 'user_types' | 'users'; testId: string } | undefined> = {
  types: { name: 'type_ids', options: 'user_types', testId: 'notification-types' },
  users: { name: 'user_ids', options: 'users', testId: 'notification-users' },
};

/** /notifications/create: a message to everyone, to user types, or to chosen users. */
export default function NotificationCreatePage() {
  const { t } = useTranslation();
  const options = useQuery(createOptionsQuery());
  const opts = options.data?.data;

  return (
    <ResourceForm
      schema={NotificationStoreSchema}
      mode="create"
      submitPath={NOTIFICATIONS_STORE}
      toBody={storeBody}
      listPath="/notifications"
      initialValues={{ target: 'all' }}
      submitLabel="notifications.send"
    >
      <FormField name="message" label="notifications.message">
        <Input.TextArea
          rows={4}
          showCount
          maxLength={NOTIFICATION_MESSAGE_MAX}
          data-testid="notification-message"
        />
      </FormField>
      <FormField name="link" label="notifications.link" extra={t('notifications.link_hint')}>
        <Input dir="ltr" data-testid="notification-link" />
      </FormField>
      <FormField name="target" label="notifications.target">
        <Radio.Group
          options={NOTIFICATION_TARGETS.map((v) => ({
            value: v,
            label: NOTIFICATION_TARGET_LABELS[v][currentLang()],
          }))}
          optionType="button"
          data-testid="notification-target"
        />
      </FormField>
      <Form.Item noStyle dependencies={['target']}>
        {({ getFieldValue }) => {
          const pick = PICKS[getFieldValue('target') as string];
          return (
            pick && (
              <FormField name={pick.name} label={`notifications.${pick.name}`}>
                <Select
                  mode="multiple"
                  loading={options.isLoading}
                  options={(opts?.[pick.options] ?? []).map((o) => ({
                    value: Number(o.value),
                    label: o.label,
                  }))}
                  optionFilterProp="label"
                  placeholder={t('common.choose')}
                  data-testid={pick.testId}
                />
              </FormField>
            )
          );
        }}
      </Form.Item>
    </ResourceForm>
  );
}
