import {
  AlertOutlined,
  AuditOutlined,
  BellOutlined,
  CarOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileDoneOutlined,
  FormOutlined,
  GiftOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
  SwapOutlined,
  TeamOutlined,
  ToolOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../session/session-store';
import { type MenuIcon, visibleMenu } from './menu-config';

const ICONS: Record<MenuIcon, ReactNode> = {
  dashboard: <DashboardOutlined aria-hidden />,
  users: <TeamOutlined aria-hidden />,
  delivery: <CarOutlined aria-hidden />,
  gis: <EnvironmentOutlined aria-hidden />,
  templates: <FormOutlined aria-hidden />,
  tickets: <ToolOutlined aria-hidden />,
  cms: <NotificationOutlined aria-hidden />,
  reports: <AuditOutlined aria-hidden />,
  orders: <ShoppingOutlined aria-hidden />,
  licences: <SafetyCertificateOutlined aria-hidden />,
  readiness: <FileDoneOutlined aria-hidden />,
  reassign: <SwapOutlined aria-hidden />,
  finance: <WalletOutlined aria-hidden />,
  violations: <AlertOutlined aria-hidden />,
  questionnaires: <ProfileOutlined aria-hidden />,
  benefits: <GiftOutlined aria-hidden />,
  notifications: <BellOutlined aria-hidden />,
};

/** The permission-gated sidebar menu (one config: menu-config.ts). */
export function Sidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const groups = visibleMenu({ permissions: session.permissions, typeCode: session.type?.code });

  const items: MenuProps['items'] = groups.map((g) =>
    g.entries.length === 1
      ? {
          key: g.entries[0].path,
          icon: ICONS[g.icon],
          label: <Link to={g.entries[0].path}>{t(`menu.${g.entries[0].key}`)}</Link>,
        }
      : {
          key: g.key,
          icon: ICONS[g.icon],
          label: t(`menu.group_${g.key}`),
          children: g.entries.map((x) => ({
            key: x.path,
            label: <Link to={x.path}>{t(`menu.${x.key}`)}</Link>,
          })),
        },
  );
  const selected = groups
    .flatMap((g) => g.entries)
    .filter((x) => pathname === x.path || pathname.startsWith(`${x.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
  const open = groups.find((g) => g.entries.length > 1 && g.entries.some((x) => x.path === selected))?.key;

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={open ? [open] : []}
      aria-label={t('menu.label')}
      data-testid="sidebar-menu"
    />
  );
}
