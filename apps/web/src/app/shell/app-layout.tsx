import { Layout, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import AntdProvider from '../../components/antd-provider/antd-provider';
import { AppFooter } from '../app-footer';
import { PageTransition } from '../page-transition';
import { ROUTE_HANDLES } from '../screens';
import { ShellBreadcrumb } from './shell-breadcrumb';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The signed-in layout: sidebar, top bar, breadcrumb + title, page, footer. Loaded lazily. */
export default function AppLayout() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <AntdProvider>
      <Layout className="shell-layout">
        <Layout.Sider
          className="shell-sider"
          width={250}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          collapsedWidth={0}
          trigger={null}
        >
          <Link to="/dashboard" className="brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <Typography.Text strong>{t('app.name')}</Typography.Text>
          </Link>
          <Sidebar />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="shell-header">
            <TopBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
          </Layout.Header>
          <Layout.Content className="shell-content">
            <ShellBreadcrumb handles={ROUTE_HANDLES} />
            <PageTransition>
              <Outlet />
            </PageTransition>
          </Layout.Content>
          <Layout.Footer>
            <AppFooter />
          </Layout.Footer>
        </Layout>
      </Layout>
    </AntdProvider>
  );
}
