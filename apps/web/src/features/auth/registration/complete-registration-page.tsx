import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { toFormData } from '../../../api/form-data';
import { notice } from '../../../components/notice/notice';
import { ErrorState, PageSpinner } from '../../../components/page-state/page-states';
import { SchemaProvider } from '../../../components/resource-form';
import {
  applyFieldErrors,
  issuesByField,
  normalizeValues,
} from '../../../components/resource-form/zod-rules';
import { resubmitRegistration } from '../api';
import { CompanyFields } from '../register/company-fields';
import { DocumentFields, splitFiles } from '../register/document-fields';
import { fetchRegistration, ResubmitSchema } from './registration-api';

const DATE_FIELDS = [
  'commercial_register_expiry',
  'business_license_expiry',
  'practice_certificate_expiry',
  'classification_certificate_expiry',
  'hajj_license_expiry',
];

const toValues = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, DATE_FIELDS.includes(k) && v ? dayjs(String(v)) : v]),
  );

/** Correct and resubmit a registration: same fields minus the password; stored files are optional. */
export default function CompleteRegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [orphans, setOrphans] = useState<string[]>([]);
  const registration = useQuery({ queryKey: ['auth', 'registration'], queryFn: fetchRegistration });
  const checkErrors = () => notice('danger', t('notice.check_errors'));

  useEffect(() => {
    if (registration.data) form.setFieldsValue(toValues(registration.data.fields));
  }, [registration.data, form]);

  const submit = async (raw: Record<string, unknown>) => {
    const { fields, files } = splitFiles(raw);
    const values = normalizeValues(fields);
    const parsed = ResubmitSchema.safeParse(values, { reportInput: true });
    if (!parsed.success) {
      setOrphans(applyFieldErrors(form, issuesByField(parsed.error, values)));
      return checkErrors();
    }
    setBusy(true);
    try {
      const answer = await resubmitRegistration(toFormData(parsed.data, files));
      await queryClient.invalidateQueries({ queryKey: ['auth', 'registration'] });
      await navigate('/register-forms', { state: { flash: answer.message } });
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        setOrphans(applyFieldErrors(form, e.errors));
        checkErrors();
      }
    } finally {
      setBusy(false);
    }
  };

  if (registration.isLoading) return <PageSpinner />;
  if (registration.isError) return <ErrorState onRetry={() => void registration.refetch()} />;

  return (
    <Card className="guest-card wide" variant="borderless">
      <Typography.Title level={3}>{t('registration.complete_title')}</Typography.Title>
      {registration.data?.reject_reason && (
        <Alert
          type="error"
          showIcon
          className="form-alert"
          title={t('registration.reject_reason')}
          description={registration.data.reject_reason}
        />
      )}
      <SchemaProvider value={ResubmitSchema}>
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
          <CompanyFields withPassword={false} />
          <DocumentFields onFile={registration.data?.files} />
          <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="resubmit">
            {t('registration.resubmit')}
          </Button>
        </Form>
      </SchemaProvider>
    </Card>
  );
}
