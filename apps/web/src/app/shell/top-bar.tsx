import {
  AppstoreOutlined,
  GlobalOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MoreOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { BELL_TYPE_CODES, type UserTypeCode } from '@mashaer/contract';
import { Avatar, Button, Dropdown, type MenuProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { NotificationBell } from '../../features/notifications/bell/notification-bell';
import { setLanguage } from '../../i18n/i18n';
import { SITE_ORDER, SITE_URLS, THIS_SITE } from '../../routing/sites';
import { logout } from '../../session/logout';
import { useSession } from '../../session/session-store';
import { SearchButton } from './search/search-button';

type Props = {
  /** Narrow screens: icons only, the rest in one menu. */
  compact: boolean;
  /** Whether the sidebar (or its drawer) is open: the toggle's state and icon. */
  menuOpen: boolean;
  onToggle: () => void;
};

/** Sites, notification bell (only for the spec's types), language, profile and logout. */
export function TopBar({ compact, menuOpen, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const showBell = BELL_TYPE_CODES.includes(session.type?.code as UserTypeCode);
  const name = session.user?.name;

  const onLogout = async () => {
    await logout();
    await navigate('/login', { replace: true });
  };

  const sites: NonNullable<MenuProps['items']> = SITE_ORDER.map((site) => ({
    key: `site-${site}`,
    label:
      site === THIS_SITE ? (
        <Typography.Text strong>{t(`sites.${site}`)}</Typography.Text>
      ) : (
        <a href={SITE_URLS[site]}>{t(`sites.${site}`)}</a>
      ),
  }));

  // The toggle's arrow points where the sidebar goes: mirrored in right-to-left (app.css).
  const toggle = (
    <Button
      type="text"
      className="shell-toggle"
      icon={menuOpen ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
      onClick={onToggle}
      aria-label={t('shell.toggle_menu')}
      aria-expanded={menuOpen}
      data-testid="menu-toggle"
    />
  );

  if (compact) {
    const next = i18n.language === 'en' ? 'ar' : 'en';
    const more: MenuProps['items'] = [
      {
        key: 'profile',
        icon: <UserOutlined aria-hidden />,
        label: (
          <Link to="/profile" data-testid="profile-link">
            <bdi>{name}</bdi>
          </Link>
        ),
      },
      {
        key: 'lang',
        icon: <GlobalOutlined aria-hidden />,
        label: (
          <span lang={next} data-testid="lang-switch">
            {t('lang.other')}
          </span>
        ),
        onClick: () => void setLanguage(next),
      },
      { type: 'group', key: 'sites', label: t('sites.label'), children: sites },
      { type: 'divider' },
      {
        key: 'logout',
        icon: <LogoutOutlined aria-hidden />,
        label: <span data-testid="logout">{t('shell.logout')}</span>,
        onClick: () => void onLogout(),
      },
    ];
    return (
      <>
        {toggle}
        <div className="top-actions">
          <SearchButton compact />
          {showBell && <NotificationBell />}
          <Dropdown menu={{ items: more }} trigger={['click']} placement="bottomRight">
            <Button
              type="text"
              icon={<MoreOutlined aria-hidden />}
              aria-label={t('shell.more')}
              data-testid="top-more"
            />
          </Dropdown>
        </div>
      </>
    );
  }

  return (
    <>
      {toggle}
      <div className="top-actions">
        <SearchButton compact={false} />
        <Dropdown menu={{ items: sites }} trigger={['click']}>
          <Button type="text" icon={<AppstoreOutlined aria-hidden />}>
            {t('sites.label')}
          </Button>
        </Dropdown>
        {showBell && <NotificationBell />}
        <LanguageSwitch />
        <Link to="/profile" className="profile-link" data-testid="profile-link">
          <Avatar size="small" icon={<UserOutlined aria-hidden />} />
          <bdi className="user-name">{name}</bdi>
        </Link>
        <Button
          type="text"
          icon={<LogoutOutlined aria-hidden />}
          onClick={() => void onLogout()}
          data-testid="logout"
        >
          {t('shell.logout')}
        </Button>
      </div>
    </>
  );
}
