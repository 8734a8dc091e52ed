import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { PlainButton } from '../../../components/plain-form/plain-button';
import { PlainField } from '../../../components/plain-form/plain-field';
import type { LoginAnswer } from '../../../session/session-types';
import { type CodeSent, type Credentials, checkUser, login } from '../api';
import { codeError, errorText } from './login-rules';
import { useCountdown } from './use-countdown';

type Props = {
  creds: Credentials;
  sent: CodeSent;
  onResent: (sent: CodeSent) => void;
  onBack: () => void;
  onLoggedIn: (answer: LoginAnswer) => void;
};

/** Step 2: the 6-digit SMS code, with resend after a countdown → POST auth/login. */
export function CodeStep({ creds, sent, onResent, onBack, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [other, setOther] = useState<string[]>([]);
  const [busy, setBusy] = useState<'login' | 'resend' | null>(null);
  const [resendAt, setResendAt] = useState(() => Date.now() + (sent.resend_after ?? 60) * 1000);
  const seconds = useCountdown(resendAt);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = codeError(code);
    setError(problem);
    setOther([]);
    if (problem) return;
    setBusy('login');
    try {
      onLoggedIn(await login({ ...creds, code: code.trim() }));
    } catch (err) {
      if (isApiError(err) && err.isValidation) {
        const { code: codeErrors, ...rest } = err.errors;
        setError(codeErrors?.[0] ?? null);
        setOther(Object.values(rest).flat());
      }
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      const next = (await checkUser(creds)).data as CodeSent;
      setResendAt(Date.now() + (next.resend_after ?? 60) * 1000);
      setCode('');
      setError(null);
      onResent(next);
    } catch {
      // The client has shown the server's message (e.g. too many codes).
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p>
        {t('auth.code_sent_to')}{' '}
        <bdi dir="ltr" data-testid="code-phone">
          {sent.phone}
        </bdi>
      </p>
      {other.length > 0 && (
        <div className="plain-alert" role="alert">
          {other.join(' — ')}
        </div>
      )}
      <PlainField
        label={t('auth.code')}
        value={code}
        onChange={(v) => {
          setCode(v.replace(/\D/g, '').slice(0, 6));
          setError(null);
        }}
        error={errorText(error)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        className="plain-input code-input"
        required
        autoFocus
        data-testid="login-code"
      />
      <PlainButton type="submit" block loading={busy === 'login'} data-testid="login-verify">
        {t('auth.login')}
      </PlainButton>
      <div className="code-actions">
        <PlainButton
          variant="link"
          disabled={seconds > 0}
          loading={busy === 'resend'}
          onClick={() => void resend()}
          data-testid="resend-code"
        >
          {seconds > 0 ? t('auth.resend_in', { count: seconds }) : t('auth.resend')}
        </PlainButton>
        <PlainButton variant="link" onClick={onBack}>
          {t('auth.change_account')}
        </PlainButton>
      </div>
    </form>
  );
}
