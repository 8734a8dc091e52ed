import { ChangePasswordSchema } from '@mashaer/contract';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { notice } from '../../components/notice/notice';
import { FormField, SchemaProvider } from '../../components/resource-form';
import { applyFieldErrors } from '../../components/resource-form/zod-rules';
import { changePassword } from './api';

const FIELDS = ['current_password', 'password', 'password_confirmation'];

/** Change password: the current one is required; 422 errors appear under their fields. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      const answer = await changePassword(values);
      notice('success', answer.message);
      form.resetFields();
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        applyFieldErrors(form, e.errors, FIELDS);
        notice('danger', t('notice.check_errors'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('profile.change_password')} variant="borderless">
      <SchemaProvider value={ChangePasswordSchema}>
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => void submit(v)}
          onFinishFailed={() => notice('danger', t('notice.check_errors'))}
          noValidate
          data-testid="change-password-form"
        >
          <FormField name="current_password" label="profile.current_password">
            <Input.Password dir="ltr" autoComplete="current-password" data-testid="current-password" />
          </FormField>
          <FormField name="password" label="profile.new_password" extra={t('register.password_hint')}>
            <Input.Password dir="ltr" autoComplete="new-password" data-testid="new-password" />
          </FormField>
          <FormField
            name="password_confirmation"
            label="register.password_confirmation"
            dependencies={['password']}
          >
            <Input.Password dir="ltr" autoComplete="new-password" data-testid="new-password-confirmation" />
          </FormField>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="change-password-submit">
            {t('profile.change_password')}
          </Button>
        </Form>
      </SchemaProvider>
    </Card>
  );
}
