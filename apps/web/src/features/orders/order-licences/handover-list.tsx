import { EyeOutlined } from '@ant-design/icons';
import { listOf, ResourceList, rowAction, searchFilter, textColumn } from '../../../components/resource-list';
import { useBi } from '../use-bi';
/** `/tsleem`: the licensed orders awaiting handover; each opens its processing screen. */
export function HandoverListPage() {
  const b = useBi();
  return (
    <ResourceList
      fixedBody={{ status: 'licensed' }}
      {...listOf('general/orders/list', 'orders.routes.tsleem', [
        { key: 'number', title: 'orders.fields.number', sortable: true },
        textColumn('company_name', 'orders.fields.company', (r) => b(r.company_name, r.company_name_en)),
        { key: 'camp_number', title: 'orders.fields.camp' },
        { key: 'planed_achive_date', title: 'orders.fields.planed_achive_date', priority: 3 },
      ])}
      filters={[searchFilter('orders.fields.search')]}
      rowActions={[
        rowAction.link(
          'process',
          'orders.tsleem.process',
          <EyeOutlined />,
          (r) => `/orders/processing/${r.id}`,
        ),
      ]}
    />
  );
}
