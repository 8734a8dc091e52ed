import { LoginSchema } from '@mashaer/contract';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { FormField, SchemaProvider } from '../../../components/resource-form';
import { applyFieldErrors } from '../../../components/resource-form/zod-rules';
import type { LoginAnswer } from '../../../session/session-types';
import { type CodeSent, type Credentials, checkUser, login } from '../api';
import { useCountdown } from './use-countdown';

type Props = {
  creds: Credentials;
  sent: CodeSent;
  onResent: (sent: CodeSent) => void;
  onBack: () => void;
  onLoggedIn: (answer: LoginAnswer) => void;
};

const CodeSchema = LoginSchema.pick({ code: true });

/** Step 2: the 6-digit SMS code, with resend after a countdown → POST auth/login. */
export function CodeStep({ creds, sent, onResent, onBack, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const [busy, setBusy] = useState<'login' | 'resend' | null>(null);
  const [orphans, setOrphans] = useState<string[]>([]);
  const [resendAt, setResendAt] = useState(() => Date.now() + (sent.resend_after ?? 60) * 1000);
  const seconds = useCountdown(resendAt);

  const submit = async ({ code }: { code: string }) => {
    setBusy('login');
    setOrphans([]);
    try {
      onLoggedIn(await login({ ...creds, code: code.trim() }));
    } catch (e) {
      if (isApiError(e) && e.isValidation) setOrphans(applyFieldErrors(form, e.errors, ['code']));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      const answer = await checkUser(creds);
      const next = answer.data as CodeSent;
      setResendAt(Date.now() + (next.resend_after ?? 60) * 1000);
      form.resetFields();
      onResent(next);
    } catch {
      // The client has shown the server's message (e.g. too many codes).
    } finally {
      setBusy(null);
    }
  };

  return (
    <SchemaProvider value={CodeSchema}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} noValidate>
        <Typography.Paragraph>
          {t('auth.code_sent_to')}{' '}
          <bdi dir="ltr" data-testid="code-phone">
            {sent.phone}
          </bdi>
        </Typography.Paragraph>
        {orphans.length > 0 && (
          <Alert type="error" showIcon title={orphans.join(' — ')} className="form-alert" />
        )}
        <FormField name="code" label="auth.code">
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            className="code-input"
            autoFocus
            data-testid="login-code"
          />
        </FormField>
        <Button type="primary" htmlType="submit" block loading={busy === 'login'} data-testid="login-verify">
          {t('auth.login')}
        </Button>
        <Space className="code-actions" wrap>
          <Button
            type="link"
            disabled={seconds > 0}
            loading={busy === 'resend'}
            onClick={() => void resend()}
            data-testid="resend-code"
          >
            {seconds > 0 ? t('auth.resend_in', { seconds }) : t('auth.resend')}
          </Button>
          <Button type="link" onClick={onBack}>
            {t('auth.change_account')}
          </Button>
        </Space>
      </Form>
    </SchemaProvider>
  );
}
