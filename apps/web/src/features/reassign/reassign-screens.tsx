import { DeleteOutlined, EyeOutlined, FileTextOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import {
  REASSIGN_STATUS_COLORS,
  REASSIGN_STATUSES,
  REASSIGN_WORKFLOW,
  type ReassignStatus,
  type ReassignType,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { fetchBlob } from '../../api/client';
import { useConfirmAction } from '../../components/confirm-action/use-confirm-action';
import { DateText } from '../../components/date-text/date-text';
import { FileUpload } from '../../components/file-upload/file-upload';
import { notice } from '../../components/notice/notice';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { type ColumnDef, ResourceList } from '../../components/resource-list';
import { SignWithPassword } from '../../components/sign-with-password/sign-with-password';
import { Timeline } from '../../components/timeline/timeline';
import { WorkflowActions } from '../../components/workflow-actions/workflow-actions';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import {
  BASE,
  type DocKind,
  docsQuery,
  heldCampsQuery,
  type OrderDetails,
  type OrderRow,
  orderQuery,
  PATHS,
  reappoint,
  removeCamp,
  reviewDoc,
  signRedelivery,
  storeOrder,
  uploadDoc,
} from './api';

export { RedeliveryFilePage } from './redelivery-file';

/** The order type of the current route (`/lock…` routes are lock orders). */
const useType = (): ReassignType => (useLocation().pathname.startsWith('/lock') ? 'lock' : 'reassign');

function OrderStatusTag({ status }: { status: ReassignStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={REASSIGN_STATUS_COLORS[status]} data-testid={`order-status-${status}`}>
      {t(`reassign.status.${status}`)}
    </Tag>
  );
}

const money = (halalas: number | null | undefined) =>
  halalas === null || halalas === undefined ? '—' : (halalas / 100).toFixed(2);

function OrdersPage({ type }: { type: ReassignType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  const columns: ColumnDef<OrderRow>[] = [
    { key: 'id', title: 'common.id', sortable: true, width: 70 },
    { key: 'camps', title: 'reassign.fields.camps' },
    {
      key: 'company_name',
      title: 'reassign.fields.company',
      priority: 2,
      width: 120, // wraps: the list fits its card from 1280 px
      render: (r) => (currentLang() === 'en' ? r.company_name_en : r.company_name),
    },
    {
      key: 'status',
      title: 'reassign.fields.status',
      sortable: true,
      render: (r) => <OrderStatusTag status={r.status} />,
      text: (r) => r.status_text,
    },
    {
      key: 'signed',
      title: 'reassign.fields.signed',
      render: (r) => t(r.signed ? 'reassign.yes' : 'reassign.no'),
      text: (r) => t(r.signed ? 'reassign.yes' : 'reassign.no'),
    },
    { key: 'fee_halalas', title: 'reassign.fields.fee', priority: 2, render: (r) => money(r.fee_halalas) },
    {
      key: 'created_at',
      title: 'reassign.fields.created_at',
      sortable: true,
      priority: 3,
      render: (r) => <DateText value={r.created_at} withTime stacked />,
      text: (r) => dualDateText(r.created_at, currentLang(), true),
    },
  ];
  return (
    <>
      <ResourceList<OrderRow>
        key={`${type}-${version}`}
        listPath={PATHS.list}
        fixedBody={{ type }}
        title={`reassign.routes.${type}.list`}
        columns={columns}
        filters={[
          { name: 'search', label: 'reassign.fields.search', type: 'text' },
          {
            name: 'status',
            label: 'reassign.fields.status',
            type: 'select',
            options: REASSIGN_STATUSES.map((s) => ({ value: s, label: t(`reassign.status.${s}`) })),
          },
        ]}
        rowActions={[
          {
            key: 'open',
            label: 'reassign.open',
            icon: <FileTextOutlined />,
            onClick: (r) => navigate(`${BASE[type]}/${r.id}/details`),
          },
        ]}
        toolbar={
          <Space wrap>
            <Link to={type === 'lock' ? '/lock/about-signature' : '/about-signature'}>
              {t('reassign.about_link')}
            </Link>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding(true)}
              data-testid="order-add"
            >
              {t(`reassign.add.${type}`)}
            </Button>
          </Space>
        }
      />
      {adding && (
        <AddOrderModal
          type={type}
          onClose={(id) => {
            setAdding(false);
            if (id) void navigate(`${BASE[type]}/${id}/details`);
            else setVersion((v) => v + 1);
          }}
        />
      )}
    </>
  );
}

/** /re-assign-orders: the company's re-assign orders (the authority sees all). */
export function ReassignOrdersPage() {
  return <OrdersPage type="reassign" />;
}
/** /lock-orders: the same list for lock orders. */
export function LockOrdersPage() {
  return <OrdersPage type="lock" />;
}

/** Picks the camps of the company (delivered) for a new order; the server checks each. */
function AddOrderModal({ type, onClose }: { type: ReassignType; onClose: (id?: number) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [ids, setIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = useQuery(heldCampsQuery(search));
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await storeOrder(type, ids);
      notice('success', answer.message);
      onClose(answer.data.id);
    } catch (e) {
      setError(isApiError(e) ? (Object.values(e.errors ?? {}).flat()[0] ?? e.message) : t('notice.problem'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t(`reassign.add.${type}`)}
      onCancel={() => onClose()}
      onOk={() => void submit()}
      okText={t('reassign.add.submit')}
      cancelText={t('reassign.cancel')}
      okButtonProps={{ disabled: !ids.length, loading: busy, 'data-testid': 'order-add-submit' } as never}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {error && <Alert type="error" title={error} showIcon />}
        <label htmlFor="order-camps">{t('reassign.fields.camps')}</label>
        <Select
          id="order-camps"
          mode="multiple"
          showSearch={{ filterOption: false, onSearch: setSearch }}
          style={{ width: '100%' }}
          value={ids}
          onChange={setIds}
          loading={options.isLoading}
          placeholder={t('reassign.add.pick')}
          data-testid="order-camps"
          options={(options.data?.data.data ?? []).map((c) => ({
            value: c.camp_id,
            label: `${c.camp_number} — ${c.square_name}`,
          }))}
        />
      </Space>
    </Modal>
  );
}

/** /re-assign-orders/:id/details and /lock-orders/:id/details: the order, its camps, form, files and history. */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = useType();
  const query = useQuery(orderQuery(id));
  const o = query.data?.data;
  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !o) return <ErrorState onRetry={() => void query.refetch()} />;
  const refresh = () => query.refetch();
  const base = BASE[o.type ?? type];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card variant="borderless" title={t(`reassign.details_title.${o.type}`, { id: o.id })}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('reassign.fields.status')}>
            <OrderStatusTag status={o.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('reassign.fields.company')}>
            {currentLang() === 'en' ? o.company_name_en : o.company_name}
          </Descriptions.Item>
          <Descriptions.Item label={t('reassign.fields.fee')}>
            {money(o.fee_halalas ?? o.form?.total_halalas)}
          </Descriptions.Item>
          <Descriptions.Item label={t('reassign.fields.signed')}>
            {t(o.signed ? 'reassign.yes' : 'reassign.no')}
          </Descriptions.Item>
          {o.rejection_reason && (
            <Descriptions.Item label={t('reassign.fields.rejection_reason')}>
              {o.rejection_reason}
            </Descriptions.Item>
          )}
        </Descriptions>
        <WorkflowActions
          // Booking the re-delivery asks for a time: its own card below.
          actions={o.allowed_actions.filter((a) => a !== 'book_redelivery')}
          declared={REASSIGN_WORKFLOW.actions}
          path={(a) => PATHS.action(a, o.id)}
          body={(a, v) =>
            ['approve', 'reject', 'cancel'].includes(a) ? { reassign_order_id: o.id, ...v } : { ...v }
          }
          onDone={(a) => {
            // Spec 001 §4: after a rejection the screen goes back to the list after 1 second.
            if (a === 'reject') setTimeout(() => navigate(base), 1000);
            else return refresh();
          }}
        />
      </Card>
      <CampsCard order={o} onChange={refresh} />
      <Card variant="borderless" title={t('reassign.form_title')}>
        {o.form ? (
          <Space wrap>
            <Typography.Text>
              {t('reassign.form_total')}: {money(o.form.total_halalas)}
            </Typography.Text>
            <Link to={`${base}/${o.id}/form/${o.form.form_id}`}>
              <Button icon={<FormOutlined />} data-testid="order-form">
                {t('reassign.form_open')}
              </Button>
            </Link>
            <Link to={`${base}/${o.id}/form/${o.form.form_id}/view`}>
              <Button icon={<EyeOutlined />}>{t('reassign.form_view')}</Button>
            </Link>
          </Space>
        ) : (
          '—'
        )}
      </Card>
      <DocsCard order={o} kind="kroky" onChange={refresh} />
      <DocsCard order={o} kind="payment" onChange={refresh} />
      <RedeliveryCard order={o} onChange={refresh} />
      {['redelivery_booked', 'redelivered'].includes(o.status) && (
        <DocsCard order={o} kind="redelivery" onChange={refresh} />
      )}
      <Card variant="borderless" title={t('reassign.timeline')}>
        <Timeline events={o.timeline} />
      </Card>
    </Space>
  );
}

/** The order's camps; while the group is open the company takes one out (then the page reloads). */
function CampsCard({ order, onChange }: { order: OrderDetails; onChange: () => unknown }) {
  const { t } = useTranslation();
  const remove = (id: number) =>
    Modal.confirm({
      title: t('reassign.remove_camp_confirm'),
      okText: t('reassign.remove_camp'),
      cancelText: t('reassign.cancel'),
      onOk: async () => {
        const answer = await removeCamp(id);
        notice('success', answer.message);
        await onChange();
      },
    });
  return (
    <Card variant="borderless" title={t('reassign.fields.camps')}>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.camps}
        columns={[
          { key: 'camp_number', dataIndex: 'camp_number', title: t('reassign.fields.camp') },
          {
            key: 'actions',
            title: t('reassign.fields.actions'),
            render: (_: unknown, c: { id: number }) =>
              order.can.edit_group && order.camps.length > 1 ? (
                <Button danger size="small" icon={<DeleteOutlined />} onClick={() => remove(c.id)}>
                  {t('reassign.remove_camp')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}

/** The drawings or the payment documents: current file, its review, replacement and history. */
function DocsCard({
  order,
  kind,
  onChange,
}: {
  order: OrderDetails;
  kind: DocKind;
  onChange: () => unknown;
}) {
  const { t } = useTranslation();
  const docs = useQuery(docsQuery(kind, String(order.id)));
  const [file, setFile] = useState<File>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const answer = await fn();
      notice('success', answer.message);
      setFile(undefined);
      setReason('');
      await docs.refetch();
      await onChange();
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  const download = async (url: string, name: string) => {
    const blob = await fetchBlob(url.replace(/^\/api\//, ''));
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  const data = docs.data?.data;
  const current = data?.slots[0]?.current ?? null;
  return (
    <Card variant="borderless" title={t(`reassign.docs.${kind}`)} data-testid={`docs-${kind}`}>
      {docs.isLoading && <PageSpinner />}
      {docs.isError && <ErrorState onRetry={() => void docs.refetch()} />}
      {data && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {current ? (
            <Space wrap>
              <Button type="link" onClick={() => void download(current.url, current.file_name)}>
                {current.file_name}
              </Button>
              <Tag data-testid={`doc-${kind}-status`}>{current.status_text}</Tag>
              {current.reason && <Typography.Text type="danger">{current.reason}</Typography.Text>}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('reassign.docs.none')}</Typography.Text>
          )}
          {order.can.upload[kind] && current?.status !== 'approved' && (
            <Space wrap>
              <FileUpload
                value={file}
                onChange={setFile}
                types={['pdf', 'png', 'jpeg']}
                testId={`doc-${kind}-file`}
              />
              <Button
                type="primary"
                disabled={!file}
                loading={busy}
                data-testid={`doc-${kind}-upload`}
                onClick={() => file && void run(() => uploadDoc(kind, order.id, file))}
              >
                {t('reassign.docs.upload')}
              </Button>
            </Space>
          )}
          {order.can.review[kind] && current?.status === 'pending' && (
            <Space wrap>
              <Button
                type="primary"
                loading={busy}
                data-testid={`doc-${kind}-approve`}
                onClick={() => void run(() => reviewDoc(kind, current.id, 'approved'))}
              >
                {t('reassign.docs.approve')}
              </Button>
              <Input
                aria-label={t('reassign.docs.reason')}
                placeholder={t('reassign.docs.reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                style={{ maxWidth: 260 }}
                data-testid={`doc-${kind}-reason`}
              />
              <Button
                danger
                disabled={!reason.trim()}
                loading={busy}
                data-testid={`doc-${kind}-reject`}
                onClick={() => void run(() => reviewDoc(kind, current.id, 'rejected', reason))}
              >
                {t('reassign.docs.reject')}
              </Button>
            </Space>
          )}
          {data.history.length > 0 && (
            <Typography.Text type="secondary">
              {t('reassign.docs.history', { count: data.history.length })}
            </Typography.Text>
          )}
        </Space>
      )}
    </Card>
  );
}

/** Opens the order's filling on the templates engine's screens (fill/sign, or the printable view). */
function FormRedirect({ view }: { view: boolean }) {
  const { id = '' } = useParams();
  const query = useQuery(orderQuery(id));
  const f = query.data?.data.form;
  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !f) return <ErrorState onRetry={() => void query.refetch()} />;
  return <Navigate replace to={view ? `/forms/print/${f.filling_id}` : `/forms/fill/${f.filling_id}`} />;
}
/** /re-assign-orders/:id/form/:form (and the lock mirror). */
export function OrderFormPage() {
  return <FormRedirect view={false} />;
}
/** /re-assign-orders/:id/form/:form/view (and the lock mirror). */
export function OrderFormViewPage() {
  return <FormRedirect view />;
}

/** /re-assign-orders/:id/payment-attachment(/view): the order's payment documents. */
export function PaymentAttachmentPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useQuery(orderQuery(id));
  const o = query.data?.data;
  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !o) return <ErrorState onRetry={() => void query.refetch()} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Link to={`${BASE[o.type]}/${o.id}/details`}>{t('reassign.back_to_order', { id: o.id })}</Link>
      <DocsCard order={o} kind="payment" onChange={() => query.refetch()} />
    </Space>
  );
}

/** /about-signature and /lock/about-signature: how an order is signed. */
export function AboutSignaturePage() {
  const { t } = useTranslation();
  const type = useType();
  return (
    <Card variant="borderless" title={t(`reassign.about.title.${type}`)}>
      <ol className="about-signature">
        {['1', '2', '3', '4', '5'].map((n) => (
          <li key={n}>
            <Typography.Paragraph>{t(`reassign.about.step${n}`)}</Typography.Paragraph>
          </li>
        ))}
      </ol>
      <Link to={BASE[type]}>{t(`reassign.routes.${type}.list`)}</Link>
    </Card>
  );
}

/** The re-delivery: the authority books it (a time for every camp), stores its file; both parties sign. */
function RedeliveryCard({ order, onChange }: { order: OrderDetails; onChange: () => unknown }) {
  const { t } = useTranslation();
  const [at, setAt] = useState('');
  const [minutes, setMinutes] = useState(60);
  const [askConfirm, holder] = useConfirmAction();
  const canBook = order.allowed_actions.includes('book_redelivery');
  const shown =
    canBook || ['redelivery_booked', 'redelivered', 'rejected_by_handover'].includes(order.status);
  if (!shown) return null;
  const book = () =>
    askConfirm({
      kind: 'status',
      onConfirm: async () => {
        const answer = await reappoint(order.id, new Date(at).toISOString(), minutes);
        notice('success', answer.message);
        await onChange();
      },
    });
  return (
    <Card variant="borderless" title={t('reassign.redelivery.title')} data-testid="redelivery">
      {holder}
      <Space orientation="vertical" style={{ width: '100%' }}>
        {order.redelivery_at && (
          <Typography.Text>
            {t('reassign.redelivery.at')}: <DateText value={order.redelivery_at} withTime />
          </Typography.Text>
        )}
        {canBook && (
          <Space wrap>
            <label htmlFor="redelivery-at">{t('reassign.redelivery.at')}</label>
            <Input
              id="redelivery-at"
              type="datetime-local"
              value={at}
              onChange={(e) => setAt(e.target.value)}
              style={{ maxWidth: 240 }}
              data-testid="redelivery-at"
            />
            <label htmlFor="redelivery-minutes">{t('reassign.redelivery.minutes')}</label>
            <InputNumber
              id="redelivery-minutes"
              min={15}
              max={480}
              value={minutes}
              onChange={(v) => setMinutes(v ?? 60)}
            />
            <Button type="primary" disabled={!at} onClick={() => void book()} data-testid="redelivery-book">
              {t('reassign.redelivery.book')}
            </Button>
          </Space>
        )}
        {order.status !== 'approved' && (
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('reassign.redelivery.company_signed')}>
              {order.redelivery_company_signed_at ? (
                <DateText value={order.redelivery_company_signed_at} withTime />
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('reassign.redelivery.authority_signed')}>
              {order.redelivery_authority_signed_at ? (
                <DateText value={order.redelivery_authority_signed_at} withTime />
              ) : (
                '—'
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
        {['redelivery_booked', 'redelivered'].includes(order.status) && (
          <Link to={`${BASE[order.type]}/${order.id}/re-delivery/file`} data-testid="redelivery-record-link">
            <Button icon={<FileTextOutlined />}>{t('reassign.redelivery.open_record')}</Button>
          </Link>
        )}
        {order.can.sign_redelivery && (
          <SignWithPassword
            testid="redelivery-sign"
            onSign={async (password) => {
              const answer = await signRedelivery(order.id, password);
              notice('success', answer.message);
              await onChange();
            }}
          />
        )}
      </Space>
    </Card>
  );
}
