import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { isWarningAnswer } from '../../api/client';
import { notice } from '../../components/notice/notice';
import { FormField, SchemaProvider } from '../../components/resource-form';
import { applyFieldErrors } from '../../components/resource-form/zod-rules';
import { saveUser } from '../../session/session-store';
import { type Profile, ProfileUpdateSchema, profileQuery, updateProfile } from './api';

/** Own data: name and phone editable; e-mail, type and status shown. */
export function ProfileInfoCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const { user } = profile;

  const submit = async (values: { name: string; phone: string }) => {
    setBusy(true);
    try {
      const answer = await updateProfile(ProfileUpdateSchema.parse(values));
      if (answer.data?.user) saveUser(answer.data.user);
      if (!isWarningAnswer(answer)) notice('success', answer.message);
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        applyFieldErrors(form, e.errors, ['name', 'phone']);
        notice('danger', t('notice.check_errors'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('profile.info')} variant="borderless">
      <Descriptions column={1} size="small" className="profile-facts">
        <Descriptions.Item label={t('auth.email')}>
          <bdi dir="ltr">{user.email}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.status')}>
          {user.status_text || t(`status.${user.status}`, { defaultValue: user.status })}
        </Descriptions.Item>
      </Descriptions>
      <SchemaProvider value={ProfileUpdateSchema}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: user.name, phone: user.phone ?? '' }}
          onFinish={(v) => void submit(v)}
          onFinishFailed={() => notice('danger', t('notice.check_errors'))}
          noValidate
        >
          <FormField name="name" label="register.name">
            <Input data-testid="profile-name" />
          </FormField>
          <FormField name="phone" label="register.phone" extra={t('register.phone_hint')}>
            <Input dir="ltr" inputMode="numeric" data-testid="profile-phone" />
          </FormField>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </Form>
      </SchemaProvider>
    </Card>
  );
}
