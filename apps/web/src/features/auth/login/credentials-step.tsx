import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { PlainButton } from '../../../components/plain-form/plain-button';
import { PlainField } from '../../../components/plain-form/plain-field';
import { type CodeSent, type Credentials, checkUser } from '../api';
import { credentialErrors, type Errors, errorText, firstErrors, hasErrors } from './login-rules';

type Props = { initial?: Credentials; onSent: (creds: Credentials, sent: CodeSent) => void };

/** Step 1: e-mail and password → POST Check-user-with-sms (the server texts a code). */
export function CredentialsStep({ initial, onSent }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>({ email: initial?.email ?? '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof Credentials) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched) setErrors(credentialErrors(next));
    else setErrors((e) => ({ ...e, [field]: null }));
  };

  /** Both fields: English text, required, bound to this step's values and errors by name. */
  const field = (name: keyof Credentials) => ({
    label: t(`auth.${name}`),
    value: values[name],
    onChange: change(name),
    error: errorText(errors[name]),
    dir: 'ltr',
    required: true,
    'data-testid': `login-${name}`,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    const found = credentialErrors(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const creds = { email: values.email.trim(), password: values.password };
      const answer = await checkUser(creds);
      onSent(creds, answer.data as CodeSent);
    } catch (err) {
      if (isApiError(err) && err.isValidation) setErrors(firstErrors(err.errors));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <PlainField {...field('email')} type="email" autoComplete="username" />
      <PlainField {...field('password')} type="password" autoComplete="current-password" revealable />
      <PlainButton type="submit" block loading={busy} data-testid="login-submit">
        {t('auth.send_code')}
      </PlainButton>
      <div className="login-links">
        <Link to="/reset_password">{t('auth.forgot_password')}</Link>
        <Link to="/register">{t('auth.create_account')}</Link>
      </div>
    </form>
  );
}
