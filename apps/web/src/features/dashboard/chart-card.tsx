import { FileExcelOutlined, PictureOutlined } from '@ant-design/icons';
import type { ChartData, ChartLink } from '@mashaer/contract';
import { Button, Card, Empty, Space, Statistic, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { echarts, motion } from '../../components/charts/echarts';
import { exportExcel } from '../../components/resource-list/export-excel';
import type { Lang } from '../../i18n/i18n';

type Point = ChartData['points'][number];
type Props = { chart: ChartData; link?: ChartLink; filters: Record<string, string>; site?: string };

const PALETTE = [
  '#1f6f5c',
  '#1677ff',
  '#faad14',
  '#722ed1',
  '#52c41a',
  '#f5222d',
  '#13c2c2',
  '#eb2f96',
  '#8c8c8c',
];

/** Whether this browser draws on a canvas (a test's DOM does not: the links still carry every figure). */
const canDraw = !/jsdom/.test(navigator.userAgent);

/** The list behind a point: its key in the list's filter, the dashboard filters the list takes. */
export function linkOf(
  link: ChartLink | undefined,
  point: Point | undefined,
  filters: Record<string, string>,
) {
  if (!link) return undefined;
  const q = new URLSearchParams(link.fixed ?? {});
  if (link.param && point) q.set(link.param, point.key);
  for (const k of link.keep ?? []) if (filters[k]) q.set(k, filters[k]);
  const s = q.toString();
  return s ? `${link.path}?${s}` : link.path;
}

function optionOf(chart: ChartData, rtl: boolean) {
  const labels = chart.points.map((p) => p.label);
  const values = chart.points.map((p) => p.value);
  if (chart.kind === 'pie')
    return {
      color: PALETTE,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll', align: rtl ? 'right' : 'left' },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          center: ['50%', '42%'],
          label: { show: false },
          data: chart.points.map((p) => ({ name: p.label, value: p.value })),
        },
      ],
    };
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 48, top: 16, bottom: 56 },
    xAxis: {
      type: 'category',
      data: labels,
      inverse: rtl,
      axisLabel: { rotate: labels.length > 6 ? 30 : 0, hideOverlap: true },
    },
    yAxis: { type: 'value', position: rtl ? 'right' : 'left' },
    series: [{ type: chart.kind, data: values, smooth: chart.kind === 'line' }],
  };
}

/** One chart of a dashboard: drawn with ECharts, its points as links, Excel and PNG export. */
export default function ChartCard({ chart, link, filters, site }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const rtl = i18n.dir() === 'rtl';
  const el = useRef<HTMLDivElement>(null);
  const instance = useRef<echarts.ECharts | null>(null);
  const title = `${t(`dashboard.charts.${chart.id}`)}${site ? ` — ${site}` : ''}`;
  const drawn = chart.kind !== 'figure' && chart.points.length > 0;

  useEffect(() => {
    if (!drawn || !el.current || !canDraw) return;
    const c = echarts.init(el.current);
    c.setOption({ ...motion(), ...optionOf(chart, rtl) });
    el.current.dataset.drawn = '1';
    c.on('click', (e) => {
      const to = linkOf(link, chart.points[e.dataIndex], filters);
      if (to) void navigate(to);
    });
    instance.current = c;
    // The card's width, not the window's: the layout may settle (the sider, the grid) after drawing.
    const resize = new ResizeObserver(() => c.resize());
    resize.observe(el.current);
    return () => {
      resize.disconnect();
      c.dispose();
      instance.current = null;
    };
  }, [chart, rtl, drawn, link, filters, navigate]);

  const toExcel = () =>
    exportExcel({
      lang: i18n.language as Lang,
      fileName: title,
      headers: [t('dashboard.key'), t('dashboard.value')],
      rows: chart.points.map((p) => [p.label, String(p.value)]),
    });
  const toPng = () => {
    const url = instance.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = `${title}.png`;
    a.click();
  };

  const figure = chart.points[0]?.value ?? 0;
  const figureLink = linkOf(link, undefined, filters);
  return (
    <Card
      title={<h2 className="dashboard-chart-title">{title}</h2>}
      data-testid={`chart-${chart.id}`}
      extra={
        <Space size={4}>
          <Tooltip title={t('dashboard.excel')}>
            <Button
              size="small"
              icon={<FileExcelOutlined aria-hidden />}
              aria-label={t('dashboard.excel')}
              onClick={() => void toExcel()}
              data-testid={`excel-${chart.id}`}
            />
          </Tooltip>
          {drawn && (
            <Tooltip title={t('dashboard.png')}>
              <Button
                size="small"
                icon={<PictureOutlined aria-hidden />}
                aria-label={t('dashboard.png')}
                onClick={toPng}
                data-testid={`png-${chart.id}`}
              />
            </Tooltip>
          )}
        </Space>
      }
    >
      {chart.kind === 'figure' ? (
        <Statistic
          value={figure}
          valueRender={(v) =>
            figureLink ? (
              <Link to={figureLink} data-testid={`figure-${chart.id}`}>
                {v}
              </Link>
            ) : (
              <span data-testid={`figure-${chart.id}`}>{v}</span>
            )
          }
        />
      ) : chart.points.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.no_data')} />
      ) : (
        <>
          <div
            ref={el}
            className="dashboard-chart"
            data-testid={`canvas-${chart.id}`}
            role="img"
            aria-label={`${title}: ${chart.points.map((p) => `${p.label} ${p.value}`).join('، ')}`}
          />
          <ul className="dashboard-points">
            {chart.points.map((p) => {
              const to = linkOf(link, p, filters);
              return (
                <li key={p.key}>
                  {to ? (
                    <Link
                      to={to}
                      data-testid={`point-${chart.id}-${p.key}`}
                      data-value={p.value}
                      // The visible "label: value" names the link (axe: a name must hold the text
                      // shown); what it does is its description.
                      title={t('dashboard.open_list', { label: p.label, value: p.value })}
                    >
                      {p.label}: <bdi>{p.value}</bdi>
                    </Link>
                  ) : (
                    <span data-testid={`point-${chart.id}-${p.key}`} data-value={p.value}>
                      {p.label}: <bdi>{p.value}</bdi>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
