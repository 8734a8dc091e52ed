import { RegisterFieldsSchema } from '@mashaer/contract';
import { Alert, Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { toFormData } from '../../../api/form-data';
import { notice } from '../../../components/notice/notice';
import { SchemaProvider } from '../../../components/resource-form';
import {
  applyFieldErrors,
  issuesByField,
  normalizeValues,
} from '../../../components/resource-form/zod-rules';
import { register } from '../api';
import { CompanyFields } from './company-fields';
import { DocumentFields, splitFiles } from './document-fields';

/** Company registration: every field and document, contract rules, multipart POST auth/register. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [orphans, setOrphans] = useState<string[]>([]);
  const checkErrors = () => notice('danger', t('notice.check_errors'));

  const submit = async (raw: Record<string, unknown>) => {
    const { fields, files } = splitFiles(raw);
    const values = normalizeValues(fields);
    const parsed = RegisterFieldsSchema.safeParse(values, { reportInput: true });
    if (!parsed.success) {
      setOrphans(applyFieldErrors(form, issuesByField(parsed.error, values)));
      return checkErrors();
    }
    setBusy(true);
    setOrphans([]);
    try {
      const answer = await register(toFormData(parsed.data, files));
      await navigate('/done', { state: { message: answer.message } });
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        setOrphans(applyFieldErrors(form, e.errors));
        checkErrors();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="guest-card wide" variant="borderless">
      <Typography.Title level={3}>{t('register.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('register.hint')}</Typography.Paragraph>
      <SchemaProvider value={RegisterFieldsSchema}>
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => void submit(v)}
          onFinishFailed={checkErrors}
          scrollToFirstError
          noValidate
        >
          {orphans.length > 0 && (
            <Alert type="error" showIcon title={orphans.join(' — ')} className="form-alert" />
          )}
          <CompanyFields withPassword />
          <DocumentFields />
          <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="register-submit">
            {t('register.submit')}
          </Button>
          <Typography.Paragraph className="form-footer-link">
            {t('register.have_account')} <Link to="/login">{t('auth.login')}</Link>
          </Typography.Paragraph>
        </Form>
      </SchemaProvider>
    </Card>
  );
}
