import { ADMIN_TYPE_ID } from '@mashaer/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notice } from '../../../components/notice/notice';
import { logout } from '../../../session/logout';
import { saveLogin, takeRememberedPath, useSession } from '../../../session/session-store';
import type { LoginAnswer, Session } from '../../../session/session-types';
import type { CodeSent, Credentials } from '../api';
import { CodeStep } from './code-step';
import { CredentialsStep } from './credentials-step';

/** Loaded only when the policy must be shown (keeps Modal off the login route). */
const PolicyModal = lazy(() => import('./policy-dialog'));

const needsPolicy = (s: Session) =>
  Boolean(
    s.token &&
      s.user &&
      (s.isPolicy || !s.user.is_acknowledged) &&
      (s.type?.id ?? s.user.type_id) !== ADMIN_TYPE_ID,
  );

/**
 * Two-step login (e-mail + password → SMS code), then the usage policy when it has not been
 * accepted, then the remembered path (read once) or the dashboard.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [creds, setCreds] = useState<Credentials>();
  const [sent, setSent] = useState<CodeSent>();

  const enter = () => void navigate(takeRememberedPath() ?? '/dashboard', { replace: true });

  const onLoggedIn = (answer: LoginAnswer) => {
    saveLogin(answer);
    if (answer.message) notice('success', answer.message);
    const s = {
      ...session,
      token: answer.access_token,
      user: answer.user,
      type: answer.type,
      isPolicy: Boolean(answer.is_policy),
    };
    if (!needsPolicy(s)) enter();
  };

  return (
    <section className="guest-card plain-card" aria-labelledby="login-title">
      <h1 id="login-title" className="card-title">
        {t('auth.login_title')}
      </h1>
      <p className="card-hint">{sent ? t('auth.code_step_hint') : t('auth.login_hint')}</p>
      {creds && sent ? (
        <CodeStep
          creds={creds}
          sent={sent}
          onResent={setSent}
          onBack={() => setSent(undefined)}
          onLoggedIn={onLoggedIn}
        />
      ) : (
        <CredentialsStep
          initial={creds}
          onSent={(c, s) => {
            setCreds(c);
            setSent(s);
          }}
        />
      )}
      {needsPolicy(session) && (
        <Suspense fallback={null}>
          <PolicyModal
            onAccepted={enter}
            onDeclined={() => {
              void logout();
              setSent(undefined);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
