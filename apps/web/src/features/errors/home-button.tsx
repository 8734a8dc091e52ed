import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/session-store';

export function HomeButton() {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <Link to={token ? '/dashboard' : '/login'}>
      <Button type="primary">{t(token ? 'errors.back_home' : 'errors.go_login')}</Button>
    </Link>
  );
}
