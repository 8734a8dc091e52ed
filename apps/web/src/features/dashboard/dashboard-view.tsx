import {
  AUTHORITY_TYPE_CODES,
  type ChartData,
  type ChartDef,
  DASHBOARD_FILTERS,
  DASHBOARDS,
  type DashboardKey,
  type UserTypeCode,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/page-state/page-states';
import { FilterBar, filterRefusal } from '../../components/resource-list/filter-bar';
import type { FilterDef } from '../../components/resource-list/types';
import { useListParams } from '../../components/resource-list/use-list-params';
import { useSession } from '../../session/session-store';
import { COMPANIES_PATH, dashboardChartsQuery } from './api';
import './dashboard.css';

// ECharts comes with the chart card, a chunk of its own fetched after the screen's code.
const ChartCard = lazy(() => import('./chart-card'));

const FILTERS = (authority: boolean): FilterDef[] =>
  DASHBOARD_FILTERS.filter((f) => authority || f !== 'company_id').map((name) => ({
    name,
    label: `dashboard.filters.${name}`,
    type: name === 'from' || name === 'to' ? 'date' : 'select',
    ...(name === 'company_id' ? { optionsPath: COMPANIES_PATH } : {}),
  }));

/**
 * Any declared dashboard (contract `DASHBOARDS`): its filters in the URL, one card per chart the
 * server answered, each figure a link to the list behind it, each chart exportable.
 */
export function DashboardView({ dashKey }: { dashKey: DashboardKey }) {
  const { t } = useTranslation();
  const authority = AUTHORITY_TYPE_CODES.includes(useSession().type?.code as UserTypeCode);
  const filters = FILTERS(authority);
  const params = useListParams(filters);
  const query = useQuery(dashboardChartsQuery(dashKey, params.values));
  const defs = new Map((DASHBOARDS[dashKey].charts as readonly ChartDef[]).map((c) => [c.id, c]));
  const data = query.data?.data;
  const sibling = data?.sibling;
  const charts: { chart: ChartData; site?: string }[] = sibling
    ? sibling.sites.flatMap((s) => s.charts.map((chart) => ({ chart, site: s.url })))
    : (data?.charts ?? []).map((chart) => ({ chart }));
  return (
    <div data-testid={`dashboard-${dashKey}`}>
      {!sibling && (
        <FilterBar
          filters={filters}
          values={params.values}
          serverOptions={{ square_id: data?.filters.square_id ?? [] }}
          onApply={params.applyFilters}
          onReset={params.resetFilters}
          refusal={query.error}
        />
      )}
      {query.isError && !Object.keys(filterRefusal(query.error)).length && <QueryState query={query} />}
      {sibling && !sibling.configured && (
        <Alert type="info" showIcon message={t('dashboard.sibling_off')} data-testid="sibling-off" />
      )}
      {sibling?.sites
        .filter((s) => !s.ok)
        .map((s) => (
          <Alert key={s.url} type="warning" showIcon message={t('dashboard.sibling_failed', s)} />
        ))}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {query.isPending &&
          [...defs.keys()].map((id) => (
            <Col key={id} xs={24} lg={12}>
              <Card>
                <Skeleton active />
              </Card>
            </Col>
          ))}
        {charts.map(({ chart, site }) => (
          <Col key={`${site ?? ''}${chart.id}`} xs={24} lg={chart.kind === 'figure' ? 8 : 12}>
            <Suspense fallback={<Card loading />}>
              <ChartCard chart={chart} link={defs.get(chart.id)?.link} filters={params.values} site={site} />
            </Suspense>
          </Col>
        ))}
      </Row>
    </div>
  );
}
