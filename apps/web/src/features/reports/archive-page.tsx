import { CloudDownloadOutlined, DatabaseOutlined, PlusOutlined } from '@ant-design/icons';
import type { ArchiveRow, MessageResponse } from '@mashaer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Progress, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { api, fetchBlob } from '../../api/client';
import { listPrefix } from '../../api/list';
import { useConfirmAction } from '../../components/confirm-action/use-confirm-action';
import { dateColumn } from '../../components/date-text/date-column';
import { notice } from '../../components/notice/notice';
import { type ColumnDef, listOf, ResourceList, textColumn } from '../../components/resource-list';
import { REPORTS } from './api';

type Row = ArchiveRow & Record<string, unknown>;

const STATUS_COLOR: Record<string, string> = {
  creating: 'processing',
  ready: 'blue',
  failed: 'red',
  active: 'green',
};
const size = (n: number | null) => (n === null ? '—' : `${(n / 1024 / 1024).toFixed(2)} MB`);
const POLL_MS = 2000;

const columns: ColumnDef<Row>[] = [
  { key: 'id', title: 'common.id', width: 70 },
  textColumn('name', 'reports.archive_name', (r) => r.name),
  {
    key: 'status',
    title: 'reports.status',
    render: (r) =>
      r.status === 'creating' ? (
        <Progress percent={r.progress} size="small" aria-label={r.status_text} style={{ minWidth: 120 }} />
      ) : (
        <Tag color={STATUS_COLOR[r.status]}>{r.status_text}</Tag>
      ),
    text: (r) => r.status_text,
  },
  textColumn('size', 'reports.archive_size', (r) => size(r.size)),
  textColumn('row_count', 'reports.archive_rows', (r) => (r.row_count === null ? '—' : String(r.row_count))),
  {
    key: 'sha256',
    title: 'reports.archive_hash',
    width: 200,
    wrap: true,
    render: (r) =>
      r.sha256 ? (
        <Typography.Text code copyable>
          {r.sha256}
        </Typography.Text>
      ) : (
        '—'
      ),
    text: (r) => r.sha256 ?? '',
  },
  textColumn('created_by_name', 'reports.user', (r) => r.created_by_name ?? '—', { priority: 2 }),
  dateColumn('created_at', 'reports.date', { time: true, stacked: true }),
];

async function download(r: Row) {
  if (!r.download) return;
  const blob = await fetchBlob(r.download);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${r.name}.jsonl.gz`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The activation dialog: the spec's confirmation and the administrator's password again. A wrong
 * password is shown under its field; the other refusals (the file does not match its hash, the
 * season changed since the archive was taken) stay in the dialog, above the form.
 */
function ActivateDialog({ row, onClose }: { row: Row | null; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password?: string }>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = (done: boolean) => {
    setRefusal(null);
    onClose(done);
  };
  const submit = async ({ password }: { password?: string }) => {
    if (!row) return;
    setBusy(true);
    setRefusal(null);
    try {
      const res = await api.post<MessageResponse>(
        REPORTS.archiveActivate(row.id),
        { password: password ?? '' },
        { silent: true },
      );
      notice('success', res.message);
      form.resetFields();
      close(true);
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        // Not the forms' shared helper: importing it here moved it into every screen's first chunk.
        const { password, ...rest } = e.errors;
        if (password) form.setFields([{ name: 'password', errors: password }]);
        const other = Object.values(rest).flat();
        if (other.length || !password) setRefusal(other.length ? other.join(' — ') : e.message);
      } else notice('danger', isApiError(e) ? e.message : t('list.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={!!row}
      title={t('reports.archive_activate')}
      onCancel={() => close(false)}
      okText={t('reports.archive_activate')}
      okButtonProps={{ danger: true, loading: busy, id: 'archive-activate-submit' }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('reports.archive_confirm_activate')}</Typography.Paragraph>
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={refusal}
          style={{ marginBottom: 16 }}
          data-testid="archive-refusal"
        />
      )}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} noValidate>
        <Form.Item name="password" label={t('reports.password')} required>
          <Input.Password autoComplete="current-password" data-testid="archive-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /db-archive: the season archives — create one (a job with progress), download, activate. */
export default function ArchivePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [activating, setActivating] = useState<Row | null>(null);
  const [creating, setCreating] = useState(false);
  const [confirm, confirmHolder] = useConfirmAction();
  const refresh = () => void client.invalidateQueries({ queryKey: listPrefix(REPORTS.archives) });
  // A snapshot runs as a job: the list follows its progress while the screen is open.
  useEffect(() => {
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  });
  // The spec's confirmation (its cancel notice included), then the job is queued.
  const create = () =>
    void confirm({
      kind: 'status',
      title: 'reports.archive_create',
      text: 'reports.archive_confirm_create',
      okText: 'reports.archive_create',
      onConfirm: async () => {
        setCreating(true);
        try {
          const res = await api.post<MessageResponse>(REPORTS.archiveStore, {}, { silent: true });
          notice('success', res.message);
          refresh();
        } finally {
          setCreating(false);
        }
      },
    });
  return (
    <>
      <ResourceList<Row>
        {...listOf(REPORTS.archives, 'reports.routes.db_archive', columns)}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            loading={creating}
            onClick={create}
            data-testid="archive-create"
          >
            {t('reports.archive_create')}
          </Button>
        }
        rowActions={[
          {
            key: 'download',
            label: 'reports.archive_download',
            icon: <CloudDownloadOutlined />,
            visible: (r) => !!r.download,
            onClick: (r) => void download(r).catch(() => notice('danger', t('list.error'))),
          },
          {
            key: 'activate',
            label: 'reports.archive_activate',
            icon: <DatabaseOutlined />,
            danger: true,
            visible: (r) => r.allowed_actions.includes('activate'),
            onClick: (r) => setActivating(r),
          },
        ]}
      />
      {confirmHolder}
      <ActivateDialog
        row={activating}
        onClose={(done) => {
          setActivating(null);
          if (done) refresh();
        }}
      />
    </>
  );
}
