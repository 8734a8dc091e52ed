import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isWarningAnswer } from '../../api/client';
import { joinIsolated } from '../../components/bidi/join';
import { notice } from '../../components/notice/notice';
import { ErrorState } from '../../components/page-state/page-states';
import { selectionLabels } from '../../components/resource-list';
import { SignWithPassword } from '../../components/sign-with-password/sign-with-password';
import { bulkSign, type ContractRow, signableQuery } from './api';
import { ContractStatusTag } from './contract-status-tag';

/** /appointment/bulk-signature: the contracts awaiting the caller's signature, signed at once. */
export function BulkSignaturePage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  const query = useQuery(signableQuery(page));
  const data = query.data?.data;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return (
    <Card variant="borderless" title={t('contracts.routes.bulk_signature')}>
      {/* On a phone the id and square give way and the rest scrolls inside this region, not the
          page (a region of its own, reachable by keyboard: antd's own `scroll.x` adds a hidden
          measuring row with focusable content, which axe finds serious). */}
      <section
        aria-label={t('contracts.routes.bulk_signature')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table<ContractRow>
          rowKey="id"
          loading={query.isLoading}
          dataSource={data?.data ?? []}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as number[]),
            ...selectionLabels<ContractRow>(t, (r) => joinIsolated(r.camp_number, r.company_name)),
          }}
          pagination={{
            current: page,
            pageSize: 50,
            total: data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { key: 'id', title: t('common.id'), dataIndex: 'id', width: 70, responsive: ['sm'] },
            { key: 'camp', title: t('contracts.fields.camp'), dataIndex: 'camp_number' },
            {
              key: 'square',
              title: t('contracts.fields.square'),
              dataIndex: 'square_name',
              responsive: ['sm'],
            },
            { key: 'company', title: t('contracts.fields.company'), dataIndex: 'company_name' },
            {
              key: 'status',
              title: t('contracts.fields.status'),
              render: (_, r) => <ContractStatusTag status={r.contract_status} />,
            },
            {
              key: 'open',
              title: '',
              render: (_, r) => <Link to={`/contructs/${r.id}`}>{t('contracts.open')}</Link>,
            },
          ]}
        />
      </section>
      <div style={{ marginTop: 16 }}>
        <Typography.Paragraph data-testid="bulk-selected">
          {t('contracts.selected', { count: selected.length })}
        </Typography.Paragraph>
        {selected.length > 0 && (
          <SignWithPassword
            testid="bulk-sign"
            onSign={async (password) => {
              const answer = await bulkSign(selected, password);
              if (!isWarningAnswer(answer)) notice('success', answer.message);
              setSelected([]);
              await query.refetch();
            }}
          />
        )}
      </div>
    </Card>
  );
}
