import {
  AppstoreOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { BELL_TYPE_CODES, type UserTypeCode } from '@mashaer/contract';
import { Avatar, Button, Dropdown, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { NotificationBell } from '../../features/notifications/bell/notification-bell';
import { SITE_ORDER, SITE_URLS, THIS_SITE } from '../../routing/sites';
import { logout } from '../../session/logout';
import { useSession } from '../../session/session-store';

type Props = { collapsed: boolean; onToggle: () => void };

/** Sites, notification bell (only for the spec's types), language, profile and logout. */
export function TopBar({ collapsed, onToggle }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const showBell = BELL_TYPE_CODES.includes(session.type?.code as UserTypeCode);

  const onLogout = async () => {
    await logout();
    await navigate('/login', { replace: true });
  };

  const sites = SITE_ORDER.map((site) => ({
    key: site,
    label:
      site === THIS_SITE ? (
        <Typography.Text strong>{t(`sites.${site}`)}</Typography.Text>
      ) : (
        <a href={SITE_URLS[site]}>{t(`sites.${site}`)}</a>
      ),
  }));

  return (
    <>
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={t('shell.toggle_menu')}
      />
      <div className="top-actions">
        <Dropdown menu={{ items: sites }} trigger={['click']}>
          <Button type="text" icon={<AppstoreOutlined />}>
            {t('sites.label')}
          </Button>
        </Dropdown>
        {showBell && <NotificationBell />}
        <LanguageSwitch />
        <Link to="/profile" data-testid="profile-link">
          <Space size={6}>
            <Avatar size="small" icon={<UserOutlined />} />
            <Typography.Text className="user-name">{session.user?.name}</Typography.Text>
          </Space>
        </Link>
        <Button type="text" icon={<LogoutOutlined />} onClick={() => void onLogout()} data-testid="logout">
          {t('shell.logout')}
        </Button>
      </div>
    </>
  );
}
