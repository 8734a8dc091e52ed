import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Pagination, Space, Spin, Table } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { isValidElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchListPage, listKey } from '../../api/list';
import { currentLang } from '../../i18n/i18n';
import { useConfirmAction } from '../confirm-action/use-confirm-action';
import { useExportJob } from '../export-job/use-export-job';
import { notice } from '../notice/notice';
import { EmptyState, ErrorState } from '../page-state/page-states';
import { PHONE, useMediaQuery } from '../responsive/use-media-query';
import { FilterBar } from './filter-bar';
import { useListOutput } from './list-output';
import { RowActions } from './row-actions';
import type { ColumnDef, ResourceListProps, Row } from './types';
import { sizeOr, useListParams } from './use-list-params';

const PAGE_SIZES = [5, 10, 20, 50, 100];

/** A cell's content; plain text is isolated so Latin and Arabic keep their order in either layout. */
function cellOf<T extends Row>(c: ColumnDef<T>, row: T): ReactNode {
  const value = c.render ? c.render(row) : (row[c.key] as ReactNode);
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number') return <bdi>{value}</bdi>;
  return isValidElement(value) || typeof value !== 'object' ? value : String(value);
}

/** Lower priorities give way first on narrower screens (antd breakpoints). */
const RESPONSIVE = {
  1: undefined,
  2: ['lg' as const],
  3: ['xl' as const],
  4: ['xxl' as const],
} satisfies Record<NonNullable<ColumnDef['priority']>, unknown>;

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
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(PHONE);
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
  // Lists with a server-side export (whole table, as a job with progress); others export here.
  const exportJob = useExportJob(listPath);

  const answer = query.data?.data;
  const size = sizeOr(params.sizeParam, answer?.per_page);
  const sizes = Array.from(new Set([...(pageSizes ?? PAGE_SIZES), size])).sort((a, b) => a - b);

  const tableColumns: ColumnsType<T> = columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: t(c.title),
    width: c.width,
    className: c.wrap ? 'list-cell-wrap' : undefined,
    responsive: RESPONSIVE[c.priority ?? 1],
    sorter: c.sortable ? true : undefined,
    sortOrder: params.sortBy === c.key ? (params.sortDir === 'desc' ? 'descend' : 'ascend') : null,
    render: (_: unknown, row: T) => cellOf(c, row),
  }));
  const actionsOf = (row: T, wrap: boolean) => (
    <RowActions row={row} actions={rowActions} listPath={listPath} askConfirm={askConfirm} wrap={wrap} />
  );
  if (rowActions.length) {
    // Pinned to the row's end side (right in English, left in Arabic): always in view, however
    // many columns scroll under it.
    tableColumns.push({
      key: '__actions',
      title: t('list.actions'),
      fixed: 'end',
      className: 'list-actions-cell',
      render: (_: unknown, row: T) => actionsOf(row, false),
    });
  }

  // No filter set and nothing there: say so, and offer the list's own actions (create) right there.
  const filtered = Object.keys(params.values).length > 0;
  const emptyHere = Boolean(answer) && answer?.total === 0 && !filtered;
  // (nothing is said before the first answer: the table shows its spinner)
  const empty = answer ? (
    <EmptyState text={t(filtered ? 'list.empty' : 'list.empty_none')}>
      {emptyHere && toolbar ? <Space wrap>{toolbar}</Space> : null}
    </EmptyState>
  ) : (
    <div className="list-loading-placeholder" />
  );
  const pagination = {
    current: answer?.current_page ?? params.page,
    pageSize: size,
    total: answer?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: sizes,
    locale: { items_per_page: t('list.per_page') },
    showTotal: (total: number) => t(query.data?.estimated ? 'list.total_estimated' : 'list.total', { total }),
  };

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
      if (kind === 'print') await output.print();
      else await (exportJob.supported ? exportJob.run(body) : output.exportExcel());
    } catch {
      notice('danger', t('notice.problem'));
    } finally {
      setBusy(null);
    }
  };

  return (
    // A borderless antd Card drawn by its classes (antd.css styles them; app.css sets its padding):
    // antd's Card brings its Tabs (~12 KB gzip) along to every list.
    <div className={`ant-card${i18n.dir() === 'rtl' ? ' ant-card-rtl' : ''} resource-list`}>
      <div className="ant-card-body">
        {confirmHolder}
        <div className="list-toolbar">
          <Space wrap>{emptyHere ? null : toolbar}</Space>
          <Space wrap>
            <Button
              icon={<PrinterOutlined aria-hidden />}
              loading={busy === 'print'}
              onClick={() => void runOutput('print')}
            >
              {t('list.print')}
            </Button>
            <Button
              icon={<FileExcelOutlined aria-hidden />}
              loading={busy === 'export'}
              onClick={() => void runOutput('export')}
            >
              {t('list.export')}
              {exportJob.percent !== null && ` ${exportJob.percent}%`}
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
            refusal={query.error}
          />
        )}
        {query.isError && !query.data ? (
          <ErrorState text={t('list.error')} onRetry={() => void query.refetch()} />
        ) : phone ? (
          <Spin spinning={query.isFetching}>
            <ListCards
              rows={answer?.data ?? []}
              rowKey={rowKey}
              columns={columns}
              actions={rowActions.length ? (row) => actionsOf(row, true) : undefined}
              empty={empty}
            />
            {(answer?.total ?? 0) > 0 && (
              <Pagination
                className="list-pagination"
                size="small"
                simple
                {...pagination}
                showSizeChanger={false}
                onChange={(p) => params.setPage(p)}
              />
            )}
          </Spin>
        ) : (
          <Table<T>
            rowKey={rowKey}
            columns={tableColumns}
            dataSource={answer?.data ?? []}
            loading={query.isFetching}
            onChange={onTableChange}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: empty }}
            pagination={pagination}
            data-lang={currentLang()}
          />
        )}
      </div>
    </div>
  );
}

type CardsProps<T extends Row> = {
  rows: T[];
  rowKey: string;
  columns: ColumnDef<T>[];
  actions?: (row: T) => ReactNode;
  empty: ReactNode;
};

/** A phone's list: one card a row, the first column as its title, the others as label and value. */
function ListCards<T extends Row>({ rows, rowKey, columns, actions, empty }: CardsProps<T>) {
  const { t } = useTranslation();
  if (rows.length === 0) return <>{empty}</>;
  const [first, ...rest] = columns;
  return (
    <ul className="list-cards" data-testid="list-cards">
      {rows.map((row) => (
        <li key={String(row[rowKey])} className="list-card" data-testid="list-card">
          {first && <p className="list-card-title">{cellOf(first, row)}</p>}
          <dl className="list-card-fields">
            {rest.map((c) => (
              <div key={c.key} className="list-card-field">
                <dt>{t(c.title)}</dt>
                <dd>{cellOf(c, row)}</dd>
              </div>
            ))}
          </dl>
          {actions && <div className="list-card-actions">{actions(row)}</div>}
        </li>
      ))}
    </ul>
  );
}
