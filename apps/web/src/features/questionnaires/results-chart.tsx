import { useEffect, useRef } from 'react';
import { echarts, motion } from '../../components/charts/echarts';

// ECharts (the shared loader) reaches this module alone of the area, loaded lazily by the results screen.

/** One question's answer distribution as a bar chart. */
export default function ResultsChart({
  data,
  rtl,
  testId,
}: {
  data: { label: string; count: number }[];
  rtl: boolean;
  testId: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current);
    chart.setOption({
      ...motion(),
      tooltip: {},
      grid: { left: 40, right: 20, top: 10, bottom: 30 },
      xAxis: { type: 'category', data: data.map((d) => d.label), inverse: rtl },
      yAxis: { type: 'value', minInterval: 1, position: rtl ? 'right' : 'left' },
      series: [{ type: 'bar', data: data.map((d) => d.count), itemStyle: { color: '#1f6f5c' } }],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [data, rtl]);
  return (
    <div
      ref={el}
      style={{ height: 220 }}
      data-testid={testId}
      data-counts={data.map((d) => d.count).join(',')}
      role="img"
      aria-label={data.map((d) => `${d.label}: ${d.count}`).join('، ')}
    />
  );
}
