import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/page-state/page-states';
import { ACCOUNT_DATE_FIELDS } from '../../../components/resource-form';
import { resubmitRegistration } from '../api';
import { GuestCard } from '../guest-card';
import { RegistrationForm } from '../register/registration-form';
import { ResubmitSchema, registrationQuery } from './registration-api';

const DATE_FIELDS: readonly string[] = ACCOUNT_DATE_FIELDS;

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
  const registration = useQuery(registrationQuery());

  useEffect(() => {
    if (registration.data) form.setFieldsValue(toValues(registration.data.fields));
  }, [registration.data, form]);

  if (registration.isError) return <QueryState query={registration} />;

  return (
    <GuestCard title="registration.complete_title" wide>
      {registration.data?.reject_reason && (
        <Alert
          type="error"
          showIcon
          className="form-alert"
          title={t('registration.reject_reason')}
          description={registration.data.reject_reason}
        />
      )}
      <RegistrationForm
        form={form}
        schema={ResubmitSchema}
        withPassword={false}
        onFile={registration.data?.files}
        send={resubmitRegistration}
        onDone={async (flash) => {
          await queryClient.invalidateQueries({ queryKey: registrationQuery().queryKey });
          await navigate('/register-forms', { state: { flash } });
        }}
        submitLabel={t('registration.resubmit')}
        submitTestId="resubmit"
      />
    </GuestCard>
  );
}
