import { MailOutlined } from '@ant-design/icons';
import { PasswordResetRequestSchema } from '@mashaer/contract';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { FormField, SchemaProvider } from '../../../components/resource-form';
import { applyFieldErrors } from '../../../components/resource-form/zod-rules';
import { requestPasswordReset } from '../api';
import { GuestCard } from '../guest-card';

/** /reset_password: ask for a reset link by e-mail. */
export default function ResetRequestPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    try {
      const answer = await requestPasswordReset(email.trim());
      setDone(answer.message || t('reset.sent'));
    } catch (e) {
      if (isApiError(e) && e.isValidation) applyFieldErrors(form, e.errors, ['email']);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Result
        status="success"
        title={<h1 className="result-title">{done}</h1>}
        extra={
          <Link to="/login">
            <Button type="primary">{t('auth.back_to_login')}</Button>
          </Link>
        }
      />
    );
  }

  return (
    <GuestCard title="reset.request_title" hint={t('reset.request_hint')}>
      <SchemaProvider value={PasswordResetRequestSchema}>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} noValidate>
          <FormField name="email" label="auth.email">
            <Input
              prefix={<MailOutlined />}
              type="email"
              dir="ltr"
              autoComplete="email"
              data-testid="reset-email"
            />
          </FormField>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="reset-submit">
            {t('reset.send_link')}
          </Button>
          <div className="login-links">
            <Link to="/login">{t('auth.back_to_login')}</Link>
          </div>
        </Form>
      </SchemaProvider>
    </GuestCard>
  );
}
