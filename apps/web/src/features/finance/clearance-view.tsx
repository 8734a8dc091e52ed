import { CLEARANCE_VOTER_DEFS, type ClearanceVoter } from '@mashaer/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ActionInput } from '../../components/confirm-action/action-input';
import { useConfirmedPost } from '../../components/confirm-action/use-confirmed-post';
import { DateText } from '../../components/date-text/date-text';
import { QueryState } from '../../components/page-state/page-states';
import { SubTable } from '../../components/sub-table/sub-table';
import { VerifyQr } from '../../components/verify-qr/verify-qr';
import { currentLang } from '../../i18n/i18n';
import { CLEARANCE, clearanceKey, clearanceQuery } from './api';
import { ClearanceTag, VoteTag } from './clearance-tags';
import { Sar } from './finance-ui';

/** /clearance/:company_id/:voter_id: the votes, the evidence, the vote and the final disclaimer. */
export function ClearanceViewPage() {
  const { company_id = '', voter_id = 'all' } = useParams();
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery(clearanceQuery(company_id));
  const [note, setNote] = useState('');
  const refresh = () => qc.invalidateQueries({ queryKey: clearanceKey(company_id) });
  const { post, holder, errors } = useConfirmedPost(async () => {
    setNote('');
    await refresh();
  });
  if (!q.data) return <QueryState query={q} />;
  const c = q.data.data;
  const voters = c.my_voters.filter((v) => voter_id === 'all' || v === voter_id);
  const send = (voter: string, vote: 'accept' | 'reject') =>
    post(
      CLEARANCE.store,
      { company_id: c.id, voter, vote, note },
      { action: t(`finance.vote.${vote}`), fields: ['note'] },
    );
  const issue = () =>
    post(CLEARANCE.disclaimer, { company_id: c.id }, { action: t('finance.actions.issue_disclaimer') });
  const lang = currentLang();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Card
        title={
          <Space wrap>
            <span>{c.company_name}</span>
            <ClearanceTag row={c} />
            <bdi>{`${c.clearance_status_count} / ${c.clearance_required_count}`}</bdi>
          </Space>
        }
        variant="borderless"
      >
        <SubTable
          rowKey="voter"
          scroll={{ x: true }}
          dataSource={c.clearance}
          columns={[
            { key: 'voter', title: t('finance.fields.department'), dataIndex: 'voter_text' },
            { key: 'vote', title: t('finance.fields.vote'), render: (_, r) => <VoteTag vote={r.vote} /> },
            { key: 'note', title: t('finance.fields.note'), dataIndex: 'note' },
            {
              key: 'voted_at',
              title: t('finance.fields.voted_at'),
              render: (_, r) => (r.voted_at ? <DateText value={r.voted_at} withTime /> : '—'),
            },
          ]}
        />
      </Card>
      <Card title={t('finance.unpaid')} variant="borderless" data-testid="unpaid">
        {c.unpaid.sadad.length + c.unpaid.invoices.length === 0 ? (
          <Typography.Text type="success">{t('finance.no_unpaid')}</Typography.Text>
        ) : (
          <ul className="link-list">
            {c.unpaid.sadad.map((b) => (
              <li key={`s${b.id}`}>
                <Link to={`/sadad/details/${b.id}`}>
                  {t('finance.routes.sadad')} <bdi>{b.number}</bdi>
                </Link>{' '}
                <Sar text={b.amount_sar} />
              </li>
            ))}
            {c.unpaid.invoices.map((b) => (
              <li key={`i${b.id}`}>
                <Link to={`/invoices/details/${b.id}`}>
                  {t('finance.routes.invoices')} <bdi>{b.number ?? b.id}</bdi>
                </Link>{' '}
                <Sar text={b.amount_sar} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('finance.product_file.files')} variant="borderless" data-testid="product-files">
        <ul className="link-list">
          {Object.entries(c.files).map(([p, f]) => (
            <li key={p}>
              <Link to={`/clearance-${p}/file/${c.id}`} data-testid={`product-file-${p}`}>
                {CLEARANCE_VOTER_DEFS[p as ClearanceVoter]?.label[lang] ?? p}
              </Link>
              {': '}
              {f ? <bdi>{`${f.file_name} (${f.status_text})`}</bdi> : t('finance.product_file.none')}
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('finance.violations')} variant="borderless" data-testid="violations">
        {c.violations.open.length === 0 ? (
          <Typography.Text type="success">{t('finance.no_open_violations')}</Typography.Text>
        ) : (
          <ul className="link-list">
            {c.violations.open.map((v) => (
              <li key={v.id}>
                <Link to={`/violations/view/${v.id}`}>
                  <bdi>{v.number}</bdi>
                </Link>
                {` ${v.level} · ${t('finance.fields.camp')} `}
                <bdi>{v.camp_number}</bdi>
                {` · ${v.status_text}`}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {voters.length > 0 && (
        <Card title={t('finance.your_vote')} variant="borderless" data-testid="vote-card">
          <Space orientation="vertical" style={{ width: '100%' }}>
            <ActionInput
              label="finance.fields.note"
              errors={errors.note}
              note
              value={note}
              onChange={setNote}
            />
            {voters.map((v) => (
              <Space key={v} wrap>
                <Typography.Text strong>
                  {CLEARANCE_VOTER_DEFS[v as ClearanceVoter]?.label[lang] ?? v}
                </Typography.Text>
                <Button onClick={() => send(v, 'accept')} data-testid={`vote-${v}-accept`}>
                  {t('finance.vote.accept')}
                </Button>
                <Button danger onClick={() => send(v, 'reject')} data-testid={`vote-${v}-reject`}>
                  {t('finance.vote.reject')}
                </Button>
              </Space>
            ))}
          </Space>
        </Card>
      )}
      <Card title={t('finance.final_disclaimer')} variant="borderless" data-testid="final-disclaimer">
        {c.final_disclaimer ? (
          <Space wrap align="center">
            <VerifyQr url={c.final_disclaimer.document?.url} testid="disclaimer-qr" />
            <Space orientation="vertical">
              <Typography.Text>{t('finance.disclaimer_issued')}</Typography.Text>
              <DateText value={c.final_disclaimer.issued_at} withTime />
            </Space>
          </Space>
        ) : c.clearance_status === 'cleared' && c.my_voters.length > 0 ? (
          <Button type="primary" onClick={() => issue()} data-testid="issue-disclaimer">
            {t('finance.actions.issue_disclaimer')}
          </Button>
        ) : (
          <Alert type="info" showIcon title={t('finance.disclaimer_needs_all')} />
        )}
      </Card>
    </Space>
  );
}
