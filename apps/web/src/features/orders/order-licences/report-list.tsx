import type { Row } from '../../../components/resource-list';
import { searchFilter, textColumn } from '../../../components/resource-list';
import { WorkflowList } from '../../../components/workflow-screens/workflow-list';
import { useBi } from '../use-bi';
import { reportScreens } from './order-licences.workflow';

type ReportRow = Row & { id: number; status: string };

/** `/reports`: the achievement reports in the caller's scope. */
export function ReportsListPage() {
  const b = useBi();
  return (
    <WorkflowList<ReportRow>
      area={reportScreens}
      columns={[
        { key: 'number', title: 'orders.fields.number' },
        { key: 'camp_number', title: 'orders.fields.camp', priority: 2 },
        textColumn(
          'consultant_name',
          'orders.fields.consultant_id',
          (r) => b(r.consultant_name, r.consultant_name_en),
          { priority: 2 },
        ),
        textColumn('progress', 'orders.report.progress', (r) => `${r.progress}%`),
        'status',
        {
          key: 'created_at',
          title: 'orders.report.date',
          sortable: true,
          text: (r) => String(r.created_at).slice(0, 10),
          render: (r) => <bdi>{String(r.created_at).slice(0, 10)}</bdi>,
          priority: 3,
        },
      ]}
      filters={[searchFilter('orders.fields.search'), 'status']}
    />
  );
}
