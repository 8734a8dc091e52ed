import { FileTextOutlined, PlusOutlined, SignatureOutlined } from '@ant-design/icons';
import { CONTRACT_STATUSES } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { isWarningAnswer } from '../../api/client';
import { dateTimeColumn } from '../../components/date-text/date-column';
import { notice } from '../../components/notice/notice';
import {
  type ColumnDef,
  listOf,
  ResourceList,
  rowAction,
  searchFilter,
} from '../../components/resource-list';
import { can } from '../../session/can';
import { useSession } from '../../session/session-store';
import { assignOptionsQuery, bulkStore, type ContractRow, PATHS } from './api';
import { ContractStatusTag } from './contract-status-tag';

const dateCol = (key: string, title: string) => dateTimeColumn<ContractRow>(key, title);

const columns: ColumnDef<ContractRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'camp_number', title: 'contracts.fields.camp', sortable: true },
  { key: 'square_name', title: 'contracts.fields.square' },
  // the company wraps: the list fits its card from 1280 px
  { key: 'company_name', title: 'contracts.fields.company', width: 96 },
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
  const session = useSession();
  const canCreate = can(session, 'delivery-camp-index');
  const [creating, setCreating] = useState(false);
  const [version, setVersion] = useState(0);
  return (
    <>
      <ResourceList<ContractRow>
        key={version}
        {...listOf(PATHS.contracts, 'contracts.routes.contracts', columns)}
        filters={[
          searchFilter('contracts.fields.search'),
          {
            name: 'contract_status',
            label: 'contracts.fields.status',
            type: 'select',
            options: CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`contracts.status.${s}`) })),
          },
        ]}
        rowActions={[
          rowAction.link('open', 'contracts.open', <FileTextOutlined />, (r) => `/contructs/${r.id}`),
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
