import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchListPage, listKey } from '../../api/list';
import { currentLang } from '../../i18n/i18n';
import { useConfirmAction } from '../confirm-action/use-confirm-action';
import { notice } from '../notice/notice';
import { EmptyState, ErrorState } from '../page-state/page-states';
import { FilterBar } from './filter-bar';
import { useListOutput } from './list-output';
import { RowActions } from './row-actions';
import type { ResourceListProps, Row } from './types';
import { sizeOr, useListParams } from './use-list-params';

const PAGE_SIZES = [5, 10, 20, 50, 100];

/**
 * The generic list screen: server pagination (`?page`, `paginate`), filters with reset, page-size
 * selector (change → page 1), sorting, print, Excel export of the whole filtered set, empty and
 * error states, row actions with confirmation. Filters, page and size live in the URL.
 */
export function ResourceList<T extends Row>(props: ResourceListProps<T>) {
  const {
    listPath,
    columns,
    filters = [],
    rowActions = [],
    toolbar,
    rowKey = 'id',
    fixedBody,
    pageSizes,
  } = props;
  const { t } = useTranslation();
  const params = useListParams(filters);
  const body = fixedBody ? { ...fixedBody, ...params.body } : params.body;
  const query = useQuery({
    queryKey: listKey(listPath, body, params.page),
    queryFn: ({ signal }) => fetchListPage<T>(listPath, body, params.page, signal),
    placeholderData: keepPreviousData,
  });
  const [busy, setBusy] = useState<'print' | 'export' | null>(null);
  const [askConfirm, confirmHolder] = useConfirmAction();
  const output = useListOutput(props, body, query.data?.filters ?? {}, params.values);

  const answer = query.data?.data;
  const size = sizeOr(params.sizeParam, answer?.per_page);
  const sizes = Array.from(new Set([...(pageSizes ?? PAGE_SIZES), size])).sort((a, b) => a - b);

  const tableColumns: ColumnsType<T> = columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: t(c.title),
    width: c.width,
    sorter: c.sortable ? true : undefined,
    sortOrder: params.sortBy === c.key ? (params.sortDir === 'desc' ? 'descend' : 'ascend') : null,
    render: (_: unknown, row: T) => (c.render ? c.render(row) : ((row[c.key] as React.ReactNode) ?? '—')),
  }));
  if (rowActions.length) {
    tableColumns.push({
      key: '__actions',
      title: t('list.actions'),
      render: (_: unknown, row: T) => (
        <RowActions row={row} actions={rowActions} listPath={listPath} askConfirm={askConfirm} />
      ),
    });
  }

  const onTableChange = (
    p: TablePaginationConfig,
    _f: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
  ) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const by = s?.order ? String(s.columnKey ?? s.field) : undefined;
    const dir = s?.order === 'descend' ? 'desc' : 'asc';
    if (by !== params.sortBy || (by && dir !== params.sortDir)) return params.setSort(by, dir);
    if (p.pageSize && p.pageSize !== size) return params.setSize(p.pageSize);
    if (p.current && p.current !== params.page) params.setPage(p.current);
  };

  const runOutput = async (kind: 'print' | 'export') => {
    setBusy(kind);
    try {
      await (kind === 'print' ? output.print() : output.exportExcel());
    } catch {
      notice('danger', t('notice.problem'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className="resource-list" variant="borderless">
      {confirmHolder}
      <div className="list-toolbar">
        <Space wrap>{toolbar}</Space>
        <Space wrap>
          <Button
            icon={<PrinterOutlined />}
            loading={busy === 'print'}
            onClick={() => void runOutput('print')}
          >
            {t('list.print')}
          </Button>
          <Button
            icon={<FileExcelOutlined />}
            loading={busy === 'export'}
            onClick={() => void runOutput('export')}
          >
            {t('list.export')}
          </Button>
        </Space>
      </div>
      {filters.length > 0 && (
        <FilterBar
          filters={filters}
          values={params.values}
          serverOptions={query.data?.filters ?? {}}
          onApply={params.applyFilters}
          onReset={params.resetFilters}
        />
      )}
      {query.isError && !query.data ? (
        <ErrorState text={t('list.error')} onRetry={() => void query.refetch()} />
      ) : (
        <Table<T>
          rowKey={rowKey}
          columns={tableColumns}
          dataSource={answer?.data ?? []}
          loading={query.isFetching}
          onChange={onTableChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState text={t('list.empty')} /> }}
          pagination={{
            current: answer?.current_page ?? params.page,
            pageSize: size,
            total: answer?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: sizes,
            locale: { items_per_page: t('list.per_page') },
            showTotal: (total) => t('list.total', { total }),
          }}
          data-lang={currentLang()}
        />
      )}
    </Card>
  );
}
