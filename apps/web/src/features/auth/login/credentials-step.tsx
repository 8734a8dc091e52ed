import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { CheckUserSchema } from '@mashaer/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { FormField, SchemaProvider } from '../../../components/resource-form';
import { applyFieldErrors } from '../../../components/resource-form/zod-rules';
import { type CodeSent, type Credentials, checkUser } from '../api';

type Props = { initial?: Credentials; onSent: (creds: Credentials, sent: CodeSent) => void };

/** Step 1: e-mail and password → POST Check-user-with-sms (the server texts a code). */
export function CredentialsStep({ initial, onSent }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Credentials) => {
    setBusy(true);
    try {
      const creds = { email: values.email.trim(), password: values.password };
      const answer = await checkUser(creds);
      onSent(creds, answer.data as CodeSent);
    } catch (e) {
      if (isApiError(e) && e.isValidation) applyFieldErrors(form, e.errors, ['email', 'password']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SchemaProvider value={CheckUserSchema}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} noValidate>
        <FormField name="email" label="auth.email">
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="username"
            dir="ltr"
            data-testid="login-email"
          />
        </FormField>
        <FormField name="password" label="auth.password">
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            dir="ltr"
            data-testid="login-password"
          />
        </FormField>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
          {t('auth.send_code')}
        </Button>
        <div className="login-links">
          <Link to="/reset_password">{t('auth.forgot_password')}</Link>
          <Link to="/register">{t('auth.create_account')}</Link>
        </div>
      </Form>
    </SchemaProvider>
  );
}
