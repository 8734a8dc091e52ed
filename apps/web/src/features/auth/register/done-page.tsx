import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** After registration: the server's message (or the default one) and the way to log in. */
export default function DonePage() {
  const { t } = useTranslation();
  const message = (useLocation().state as { message?: string } | null)?.message;
  return (
    <Result
      status="success"
      title={<h1 className="result-title">{t('register.done_title')}</h1>}
      subTitle={message ?? t('register.done_text')}
      extra={
        <Link to="/login">
          <Button type="primary">{t('auth.login')}</Button>
        </Link>
      }
    />
  );
}
