import { Table, type TableProps } from 'antd';

/** A record's own rows inside its card (a licence's versions, an order's camps): small, all on one page. */
export function SubTable<T extends object>(props: TableProps<T>) {
  return <Table<T> size="small" pagination={false} {...props} />;
}
