import { FileTextOutlined, PlusOutlined, PrinterOutlined, SignatureOutlined } from '@ant-design/icons';
import { CONTRACT_STATUS_COLORS, CONTRACT_STATUSES, type ContractStatus } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { api, isWarningAnswer } from '../../api/client';
import { fetchListPage } from '../../api/list';
import { DateText } from '../../components/date-text/date-text';
import { notice } from '../../components/notice/notice';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { type ColumnDef, ResourceList, selectionLabels } from '../../components/resource-list';
import { SignWithPassword } from '../../components/sign-with-password/sign-with-password';
import { Timeline } from '../../components/timeline/timeline';
import { VerifyQr } from '../../components/verify-qr/verify-qr';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import { can } from '../../session/can';
import { useSession } from '../../session/session-store';
import {
  assignOptionsQuery,
  bulkSign,
  bulkStore,
  type ContractRow,
  type ContractView,
  contractQuery,
  PATHS,
  signableQuery,
  signContract,
} from './api';
import './contract.css';

export function ContractStatusTag({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={CONTRACT_STATUS_COLORS[status]} data-testid={`contract-status-${status}`}>
      {t(`contracts.status.${status}`)}
    </Tag>
  );
}

const dateCol = (key: string, title: string): ColumnDef<ContractRow> => ({
  key,
  title,
  sortable: true,
  render: (r) => (r[key] ? <DateText value={r[key] as string} withTime stacked /> : '—'),
  text: (r) => (r[key] ? dualDateText(r[key] as string, currentLang(), true) : ''),
});

const columns: ColumnDef<ContractRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'camp_number', title: 'contracts.fields.camp', sortable: true },
  { key: 'square_name', title: 'contracts.fields.square' },
  { key: 'company_name', title: 'contracts.fields.company' },
  {
    key: 'contract_status',
    title: 'contracts.fields.status',
    sortable: true,
    render: (r) => <ContractStatusTag status={r.contract_status} />,
    text: (r) => r.contract_status_text,
  },
  dateCol('created_at', 'contracts.fields.created_at'),
  dateCol('signed_at', 'contracts.fields.signed_at'),
];

/** /contructs: the contracts (a company sees its own); the authority creates them for assignments. */
export function ContractsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const canCreate = can(session, 'delivery-camp-index');
  const [creating, setCreating] = useState(false);
  const [version, setVersion] = useState(0);
  return (
    <>
      <ResourceList<ContractRow>
        key={version}
        listPath={PATHS.contracts}
        title="contracts.routes.contracts"
        columns={columns}
        filters={[
          { name: 'search', label: 'contracts.fields.search', type: 'text' },
          {
            name: 'contract_status',
            label: 'contracts.fields.status',
            type: 'select',
            options: CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`contracts.status.${s}`) })),
          },
        ]}
        rowActions={[
          {
            key: 'open',
            label: 'contracts.open',
            icon: <FileTextOutlined />,
            onClick: (r) => navigate(`/contructs/${r.id}`),
          },
        ]}
        toolbar={
          <Space>
            <Link to="/appointment/bulk-signature">
              <Button icon={<SignatureOutlined />} data-testid="go-bulk-signature">
                {t('contracts.routes.bulk_signature')}
              </Button>
            </Link>
            {canCreate && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setCreating(true)}
                data-testid="contract-create"
              >
                {t('contracts.create')}
              </Button>
            )}
          </Space>
        }
      />
      {creating && (
        <CreateContractsModal
          onClose={(done) => {
            setCreating(false);
            if (done) setVersion((v) => v + 1);
          }}
        />
      )}
    </>
  );
}

/** Picks assignments (searched by camp number or company) and creates their contracts in one call. */
function CreateContractsModal({ onClose }: { onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [ids, setIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = useQuery(assignOptionsQuery(search));
  const submit = async () => {
    if (!ids.length) return setError(t('contracts.pick_assignments'));
    setBusy(true);
    try {
      const answer = await bulkStore(ids);
      if (!isWarningAnswer(answer)) notice('success', answer.message);
      onClose(true);
    } catch (e) {
      if (isApiError(e) && e.isValidation) setError(Object.values(e.errors).flat().join(' — ') || e.message);
    } finally {
      setBusy(false);
    }
  };
  const rows = (options.data?.data.data ?? []).filter((r) => r.status !== 'returned');
  return (
    <Modal
      open
      title={t('contracts.create')}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText={t('contracts.create')}
      cancelText={t('contracts.cancel')}
      confirmLoading={busy}
      okButtonProps={{ id: 'contract-create-submit' }}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('contracts.fields.assignments')}
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setSearch}
            value={ids}
            onChange={(v) => {
              setIds(v);
              setError(null);
            }}
            loading={options.isFetching}
            data-testid="contract-assignments"
            options={rows.map((r) => ({
              value: r.id,
              label: `#${r.id} — ${r.camp_name} / ${r.square_name} — ${r.company_name}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The contract as a document: both parties' signatures and stamps, the hash and the QR check. */
function ContractDocument({ c }: { c: ContractView }) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <div className="contract-doc" dir={lang === 'ar' ? 'rtl' : 'ltr'} data-testid="contract-document">
      <header className="contract-head">
        <div>
          <h2>{c.title}</h2>
          <div>
            {t('contracts.number')}: <span dir="ltr">{c.id}</span> · {dualDateText(c.created_at, lang)}
          </div>
        </div>
        <VerifyQr url={c.verify_url} size={120} className="contract-qr" testid="contract-qr" />
      </header>
      <table className="contract-facts">
        <tbody>
          <tr>
            <th>{t('contracts.fields.company')}</th>
            <td>{c.company_name}</td>
            <th>{t('contracts.fields.licence')}</th>
            <td dir="ltr">{c.receiver_cr ?? '—'}</td>
          </tr>
          <tr>
            <th>{t('contracts.fields.camp')}</th>
            <td>{c.camp_number}</td>
            <th>{t('contracts.fields.square')}</th>
            <td>{c.square_name}</td>
          </tr>
        </tbody>
      </table>
      <p className="contract-body">{c.content}</p>
      <div className="contract-parties">
        {c.parties.map((p) => (
          <div key={p.party} className="contract-party" data-testid={`party-${p.party}`}>
            <h4>{p.party_text}</h4>
            {p.signature ? (
              <>
                <div>{p.signature.user_name}</div>
                <div className="contract-small">{dualDateText(p.signature.signed_at, lang, true)}</div>
                <div className="contract-images">
                  {p.signature.signature_image && (
                    <img src={p.signature.signature_image} alt={t('contracts.signature')} />
                  )}
                  {p.signature.stamp_image && (
                    <img src={p.signature.stamp_image} alt={t('contracts.stamp')} />
                  )}
                </div>
              </>
            ) : (
              <div className="contract-small">{t('contracts.not_signed')}</div>
            )}
          </div>
        ))}
      </div>
      <footer className="contract-small">
        {t('contracts.hash')}: <code dir="ltr">{c.content_hash}</code>
      </footer>
    </div>
  );
}

/** /contructs/:id: read, sign (password re-entered) and print a contract. */
export function ContractPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useQuery(contractQuery(id));
  const c = query.data?.data;
  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !c) return <ErrorState onRetry={() => void query.refetch()} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <Card
        variant="borderless"
        className="contract-screen-only"
        title={c.title}
        extra={
          <Space>
            <ContractStatusTag status={c.contract_status} />
            <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="contract-print">
              {t('contracts.print')}
            </Button>
          </Space>
        }
      >
        {c.can_sign ? (
          <SignWithPassword
            testid="contract-sign"
            onSign={async (password) => {
              const answer = await signContract(c.id, password);
              if (!isWarningAnswer(answer)) notice('success', answer.message);
              await query.refetch();
            }}
          />
        ) : (
          <Alert
            type={c.contract_status === 'signed' ? 'success' : 'info'}
            showIcon
            title={
              c.contract_status === 'signed' ? t('contracts.fully_signed') : t('contracts.waiting_other')
            }
          />
        )}
      </Card>
      {c.timeline?.length ? (
        <Card variant="borderless" className="contract-screen-only" title={t('contracts.timeline')}>
          <Timeline events={c.timeline} />
        </Card>
      ) : null}
      <ContractDocument c={c} />
    </Space>
  );
}

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
      <Table<ContractRow>
        rowKey="id"
        loading={query.isLoading}
        dataSource={data?.data ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          ...selectionLabels<ContractRow>(t, (r) => `${r.camp_number} — ${r.company_name}`),
        }}
        pagination={{
          current: page,
          pageSize: 50,
          total: data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { key: 'id', title: t('common.id'), dataIndex: 'id', width: 70 },
          { key: 'camp', title: t('contracts.fields.camp'), dataIndex: 'camp_number' },
          { key: 'square', title: t('contracts.fields.square'), dataIndex: 'square_name' },
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

/** /appointments/:id/signature: the contract of the appointment's assignment. */
export function AppointmentSignaturePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      const appt = await api.get<{ data: { assign_camp_id: number } }>(PATHS.appointment(id));
      const list = await fetchListPage<ContractRow>(
        PATHS.contracts,
        { assign_camps_id: appt.data.assign_camp_id, paginate: 1 },
        1,
      );
      const c = list.data.data[0];
      if (!live) return;
      if (c) void navigate(`/contructs/${c.id}`, { replace: true });
      else setMissing(true);
    })().catch(() => live && setMissing(true));
    return () => {
      live = false;
    };
  }, [id, navigate]);
  if (missing)
    return (
      <Alert
        type="info"
        showIcon
        title={t('contracts.no_contract')}
        action={
          <Link to="/contructs">
            <Button>{t('contracts.routes.contracts')}</Button>
          </Link>
        }
      />
    );
  return <PageSpinner />;
}
