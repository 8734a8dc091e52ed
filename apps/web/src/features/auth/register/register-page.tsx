import { RegisterFieldsSchema } from '@mashaer/contract';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { register } from '../api';
import { GuestCard } from '../guest-card';
import { RegistrationForm } from './registration-form';

/** Company registration: every field and document, contract rules, multipart POST auth/register. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();

  return (
    <GuestCard title="register.title" wide hint={t('register.hint')}>
      <RegistrationForm
        form={form}
        schema={RegisterFieldsSchema}
        withPassword
        send={register}
        onDone={(message) => navigate('/done', { state: { message } })}
        submitLabel={t('register.submit')}
        submitTestId="register-submit"
      >
        <Typography.Paragraph className="form-footer-link">
          {t('register.have_account')} <Link to="/login">{t('auth.login')}</Link>
        </Typography.Paragraph>
      </RegistrationForm>
    </GuestCard>
  );
}
