import { Drawer, Layout, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import AntdProvider from '../../components/antd-provider/antd-provider';
import { InShellContext } from '../../components/page-state/in-shell';
import { NARROW_SHELL, useMediaQuery } from '../../components/responsive/use-media-query';
import { AppFooter } from '../app-footer';
import { PageTransition } from '../page-transition';
import { ROUTE_HANDLES } from '../screens';
import { ShellBreadcrumb } from './shell-breadcrumb';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The CMS news bar above every screen, loaded apart from the shell (none shows until it has lines). */
const NewsTicker = lazy(() => import('../../features/cms/news-ticker'));

function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/dashboard" className="brand">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Typography.Text strong>{t('app.name')}</Typography.Text>
    </Link>
  );
}

/**
 * The signed-in layout: sidebar, top bar, breadcrumb + title, page, footer. Loaded lazily.
 * Below the `lg` breakpoint the sidebar is a drawer (from the start side) and the top bar keeps
 * icons only. `children` stands in for the matched route (the 403/404 pages of a signed-in user).
 */
export default function AppLayout({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery(NARROW_SHELL);
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A choice in the drawer navigates: the drawer closes with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setDrawerOpen(false), [pathname]);
  const rtl = i18n.dir(i18n.language) === 'rtl';

  return (
    <AntdProvider>
      <Layout className="shell-layout" hasSider={!narrow}>
        {narrow ? (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement={rtl ? 'right' : 'left'}
            size={280}
            className="shell-drawer"
            title={<Brand />}
            closeIcon={null}
            aria-label={t('menu.label')}
            data-testid="shell-drawer"
          >
            <Sidebar />
          </Drawer>
        ) : (
          <Layout.Sider
            className="shell-sider"
            width={250}
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            collapsedWidth={0}
            trigger={null}
            data-testid="shell-sider"
          >
            <Brand />
            <Sidebar />
          </Layout.Sider>
        )}
        <Layout className="shell-main">
          <Layout.Header className="shell-header">
            <TopBar
              compact={narrow}
              menuOpen={narrow ? drawerOpen : !collapsed}
              onToggle={() => (narrow ? setDrawerOpen((o) => !o) : setCollapsed((c) => !c))}
            />
          </Layout.Header>
          <Layout.Content className="shell-content">
            <Suspense fallback={null}>
              <NewsTicker />
            </Suspense>
            <ShellBreadcrumb handles={ROUTE_HANDLES} />
            <InShellContext.Provider value={true}>
              <PageTransition>{children ?? <Outlet />}</PageTransition>
            </InShellContext.Provider>
          </Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
    </AntdProvider>
  );
}
