import { Breadcrumb, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteHandle } from '../../routing/route-types';
import { useRouteHandle } from '../route-meta';

/** Breadcrumb and page heading (the page's one h1) from the route name (and its declared parent). */
export function ShellBreadcrumb({ handles }: { handles: Record<string, RouteHandle> }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  if (!handle) return null;
  const trail: RouteHandle[] = [];
  for (
    let h: RouteHandle | undefined = handle;
    h && trail.length < 5;
    h = h.parent ? handles[h.parent] : undefined
  ) {
    trail.unshift(h);
  }
  const items = [
    { key: 'home', title: <Link to="/dashboard">{t('routes.home')}</Link> },
    ...trail.map((h, i) => ({
      key: h.path,
      title: i < trail.length - 1 ? <Link to={h.path}>{t(h.name)}</Link> : t(h.name),
    })),
  ];
  return (
    <div className="shell-breadcrumb">
      <Breadcrumb items={items} />
      <Typography.Title level={1} className="page-title">
        {t(handle.name)}
      </Typography.Title>
    </div>
  );
}
