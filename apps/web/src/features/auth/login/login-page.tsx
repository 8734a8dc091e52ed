import { ADMIN_TYPE_ID } from '@mashaer/contract';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notice } from '../../../components/notice/notice';
import { logout } from '../../../session/logout';
import { saveLogin, takeRememberedPath, useSession } from '../../../session/session-store';
import type { LoginAnswer, Session } from '../../../session/session-types';
import type { CodeSent, Credentials } from '../api';
import { CodeStep } from './code-step';
import { CredentialsStep } from './credentials-step';
import { PolicyModal } from './policy-modal';

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
    <Card className="guest-card" variant="borderless">
      <Typography.Title level={3}>{t('auth.login_title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {sent ? t('auth.code_step_hint') : t('auth.login_hint')}
      </Typography.Paragraph>
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
        <PolicyModal
          onAccepted={enter}
          onDeclined={() => {
            void logout();
            setSent(undefined);
          }}
        />
      )}
    </Card>
  );
}
