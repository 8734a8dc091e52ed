import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The one ECharts of the app: its core with the charts and components the screens draw. Import it
 * only from a module that a route loads lazily (the questionnaire results, the dashboards' chart),
 * so ECharts stays out of the entry and of every other screen's chunk (apps/web/scripts/budget.mjs).
 */
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** The entry animations, off for whoever asked the system for less motion (WCAG 2.3.3). */
export const motion = () => ({
  animation: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
});

export { echarts };
