import { PasswordResetSchema } from '@mashaer/contract';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { notice } from '../../../components/notice/notice';
import { FormField, HiddenFields, OrphanErrors, SchemaProvider } from '../../../components/resource-form';
import { applyFieldErrors } from '../../../components/resource-form/zod-rules';
import { resetPassword } from '../api';
import { GuestCard } from '../guest-card';

type Values = { password: string; password_confirmation: string };

/** /reset?token=…&email=…: choose a new password. */
export default function ResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [orphans, setOrphans] = useState<string[]>([]);

  if (!token || !email) {
    return (
      <Result
        status="warning"
        title={<h1 className="result-title">{t('reset.invalid_link')}</h1>}
        extra={
          <Link to="/reset_password">
            <Button type="primary">{t('reset.request_title')}</Button>
          </Link>
        }
      />
    );
  }

  const submit = async (values: Values) => {
    setBusy(true);
    setOrphans([]);
    try {
      const answer = await resetPassword({ email, token, ...values });
      notice('success', answer.message || t('reset.done'));
      void navigate('/login', { replace: true });
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        setOrphans(applyFieldErrors(form, e.errors, ['password', 'password_confirmation']));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <GuestCard title="reset.title" hint={<bdi dir="ltr">{email}</bdi>}>
      <SchemaProvider value={PasswordResetSchema}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ email, token }}
          onFinish={(v) => void submit(v)}
          noValidate
        >
          <OrphanErrors errors={orphans} />
          <HiddenFields names={['email', 'token']} />
          <FormField name="password" label="register.password" extra={t('register.password_hint')}>
            <Input.Password dir="ltr" autoComplete="new-password" />
          </FormField>
          <FormField
            name="password_confirmation"
            label="register.password_confirmation"
            dependencies={['password']}
          >
            <Input.Password dir="ltr" autoComplete="new-password" />
          </FormField>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('reset.submit')}
          </Button>
        </Form>
      </SchemaProvider>
    </GuestCard>
  );
}
