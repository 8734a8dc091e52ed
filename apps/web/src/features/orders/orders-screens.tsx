import {
  type ActionDef,
  type FileType,
  ORDER_WORKFLOW,
  type OrderSlotKind,
  OrderStoreSchema,
  orderSlotKind,
} from '@mashaer/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchBlob, request } from '../../api/client';
import { toFormData } from '../../api/form-data';
import { useConfirmAction } from '../../components/confirm-action/use-confirm-action';
import { FileUpload } from '../../components/file-upload/file-upload';
import { notice } from '../../components/notice/notice';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { FormField, ResourceForm } from '../../components/resource-form';
import type { Row } from '../../components/resource-list';
import { Timeline } from '../../components/timeline/timeline';
import { WorkflowActions } from '../../components/workflow-actions/workflow-actions';
import { useCan } from '../../session/can';
import {
  actionBody,
  actionPath,
  type FileSlot,
  filesQuery,
  formOptionsQuery,
  type OrderDetails,
  type OrderService,
  orderKey,
  orderQuery,
  PATHS,
  REVIEW_PATH,
  UPLOAD_PATH,
} from './api';
import { CancelRequestCard, LicenceCard, OrderReportsCard, SafetyCard } from './licence-cards';
import { statusTag, useBi } from './orders-list';

const declared = ORDER_WORKFLOW.actions as Record<string, ActionDef<string>>;
/** Actions with inputs of their own screens (licence and handover cards), not the generic buttons. */
const OWN_CARDS = ['add_license', 'extend_license', 'handover'];

function OrderFields() {
  const { t } = useTranslation();
  const bi = useBi();
  const q = useQuery(formOptionsQuery());
  const o = q.data?.data;
  const select = (name: string, options: { value: number; label: string }[], multiple = false) => (
    <FormField name={name} label={`orders.fields.${name}`}>
      <Select
        mode={multiple ? 'multiple' : undefined}
        loading={q.isLoading}
        showSearch
        allowClear
        optionFilterProp="label"
        placeholder={t('common.choose')}
        options={options}
        data-testid={`field-${name}`}
      />
    </FormField>
  );
  const num = (name: string) => (
    <FormField name={name} label={`orders.fields.${name}`}>
      <InputNumber min={1} style={{ width: '100%' }} data-testid={`field-${name}`} />
    </FormField>
  );
  return (
    <>
      {select(
        'camp_id',
        (o?.camps ?? []).map((c) => ({ value: c.id, label: c.camp_number })),
      )}
      {num('number_of_hijaj')}
      {num('camp_size')}
      {num('count_day')}
      <FormField
        name="planed_achive_date"
        label="orders.fields.planed_achive_date"
        getValueProps={(v: unknown) => ({ value: v ? dayjs(String(v)) : undefined })}
        normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)}
      >
        <DatePicker style={{ width: '100%' }} data-testid="field-planed_achive_date" />
      </FormField>
      {select(
        'consultant_id',
        (o?.consultants ?? []).map((c) => ({ value: c.id, label: bi(c.name, c.name_en) })),
      )}
      {select(
        'contractor_id',
        (o?.contractors ?? []).map((c) => ({ value: c.id, label: bi(c.name, c.name_en) })),
      )}
      {select(
        'services',
        (o?.services ?? []).map((c) => ({ value: c.id, label: bi(c.name, c.name_en) })),
        true,
      )}
      <FormField name="notes" label="orders.fields.notes">
        <Input.TextArea rows={2} maxLength={2000} />
      </FormField>
    </>
  );
}

/** `/orders/create` and `/orders/update/:id`: one form. */
export function OrderFormPage() {
  const { id } = useParams();
  return (
    <ResourceForm
      schema={OrderStoreSchema}
      mode={id ? 'edit' : 'create'}
      loadPath={id ? PATHS.edit(id) : undefined}
      toValues={(r: OrderDetails) => ({ ...r, services: r.services.map((s) => s.service_id) })}
      submitPath={id ? PATHS.update(id) : PATHS.store}
      listPath="/orders"
      successPath={(a) => `/orders/details/${(a.data as { id: number }).id}`}
    >
      <OrderFields />
    </ResourceForm>
  );
}

/** The inputs of one service (answer-inputs) and its specialist (add-specialist / approve). */
function ServiceCard({
  order,
  s,
  refresh,
}: {
  order: OrderDetails;
  s: OrderService;
  refresh: () => unknown;
}) {
  const { t } = useTranslation();
  const bi = useBi();
  const can = useCan();
  const editable = order.is_owner && ['draft', 'returned'].includes(order.status);
  const [values, setValues] = useState<Record<number, string>>({});
  const [spec, setSpec] = useState({ specialist_name: '', specialist_license: '' });
  const post = async (path: string, body: unknown) => {
    try {
      const a = await request<{ message?: string }>(path, { method: 'POST', body });
      if (a?.message) notice('success', a.message);
      await refresh();
    } catch {
      // The client has shown the server's message.
    }
  };
  return (
    <Card size="small" title={bi(s.name, s.name_en)} data-testid={`service-${s.service_id}`}>
      {s.inputs.length > 0 && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {s.inputs.map((i) => (
            <div key={i.input_id}>
              <label htmlFor={`input-${s.id}-${i.input_id}`}>{bi(i.label, i.label_en)}</label>
              <Input
                id={`input-${s.id}-${i.input_id}`}
                disabled={!editable}
                defaultValue={i.value ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [i.input_id]: e.target.value }))}
                data-testid={`input-${i.input_id}`}
              />
            </div>
          ))}
          {editable && (
            <Button
              onClick={() =>
                void post(PATHS.answerInputs, {
                  order_id: order.id,
                  answers: s.inputs.map((i) => ({
                    order_service_id: s.id,
                    input_id: i.input_id,
                    value: values[i.input_id] ?? i.value ?? '',
                  })),
                })
              }
              data-testid={`save-inputs-${s.service_id}`}
            >
              {t('orders.actions.save_answers')}
            </Button>
          )}
        </Space>
      )}
      {s.is_req === 1 && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>{t('orders.specialist')}: </Typography.Text>
          {s.specialist_name ? (
            <span>
              <bdi>{s.specialist_name}</bdi> (<bdi>{s.specialist_license}</bdi>){' '}
              <Tag color={s.specialist_approved ? 'green' : 'gold'}>
                {t(s.specialist_approved ? 'orders.specialist_approved' : 'orders.specialist_pending')}
              </Tag>
            </span>
          ) : (
            <Typography.Text type="secondary">{t('orders.no_specialist')}</Typography.Text>
          )}
          {editable && (
            <Space wrap style={{ marginTop: 8 }}>
              <Input
                placeholder={t('orders.fields.specialist_name')}
                aria-label={t('orders.fields.specialist_name')}
                onChange={(e) => setSpec((v) => ({ ...v, specialist_name: e.target.value }))}
                data-testid={`specialist-name-${s.service_id}`}
              />
              <Input
                placeholder={t('orders.fields.specialist_license')}
                aria-label={t('orders.fields.specialist_license')}
                onChange={(e) => setSpec((v) => ({ ...v, specialist_license: e.target.value }))}
                data-testid={`specialist-license-${s.service_id}`}
              />
              <Button
                onClick={() => void post(PATHS.addSpecialist(s.id), spec)}
                data-testid={`add-specialist-${s.service_id}`}
              >
                {t('orders.actions.add_specialist')}
              </Button>
            </Space>
          )}
          {s.specialist_name && !s.specialist_approved && can('order-processing-tsleem') && (
            <Button type="link" onClick={() => void post(PATHS.approveSpecialist(s.id), {})}>
              {t('orders.actions.approve_specialist')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

/** The order's slots: upload (owner while files are open), download, review (authority). */
function FilesCard({ order, refresh }: { order: OrderDetails; refresh: () => unknown }) {
  const { t } = useTranslation();
  const can = useCan();
  const q = useQuery(filesQuery(String(order.id)));
  const [picked, setPicked] = useState<Record<string, File | undefined>>({});
  const [reason, setReason] = useState<Record<number, string>>({});
  const [ask, holder] = useConfirmAction();
  const open = order.is_owner && ['draft', 'returned', 'under_review'].includes(order.status);
  const reviewer = can('order-processing-tsleem') && !order.is_owner;
  const after = async () => {
    await q.refetch();
    await refresh();
  };
  const upload = async (slot: string) => {
    const kind = orderSlotKind(slot) as OrderSlotKind;
    try {
      const a = await request<{ message: string }>(UPLOAD_PATH[kind], {
        method: 'POST',
        query: { order_id: order.id, ref_id: slot.split('_')[1] },
        body: toFormData({}, { file: picked[slot] }),
      });
      notice('success', a.message);
      setPicked((p) => ({ ...p, [slot]: undefined }));
      await after();
    } catch {
      // The client has shown the server's message.
    }
  };
  const review = (slot: string, id: number, status: 'approved' | 'rejected') =>
    ask({
      kind: 'status',
      onConfirm: async () => {
        const kind = orderSlotKind(slot) as OrderSlotKind;
        const a = await request<{ message: string }>(REVIEW_PATH[kind], {
          method: 'POST',
          body: { attachment_id: id, status, reason: reason[id] },
        });
        notice('success', a.message);
        await after();
      },
    });
  const download = async (url: string, name: string) => {
    const blob = await fetchBlob(url.replace(/^\/api\//, ''));
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  if (q.isLoading) return <PageSpinner />;
  const slots = q.data?.data.slots ?? [];
  if (!slots.length) return null;
  return (
    <Card title={t('orders.files')} variant="borderless" data-testid="order-files">
      {holder}
      <Table<FileSlot>
        rowKey="slot"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={slots}
        columns={[
          { key: 'slot', title: t('orders.fields.file'), render: (_, s) => <bdi>{s.slot_text}</bdi> },
          {
            key: 'status',
            title: t('orders.fields.status'),
            render: (_, s) =>
              s.current ? (
                <Space orientation="vertical" size={0}>
                  <Tag data-testid={`file-status-${s.slot}`}>{s.current.status_text}</Tag>
                  {s.current.reason && <Typography.Text type="danger">{s.current.reason}</Typography.Text>}
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void download(s.current!.url, s.current!.file_name)}
                  >
                    {s.current.file_name}
                  </Button>
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('orders.not_uploaded')}</Typography.Text>
              ),
          },
          {
            key: 'actions',
            title: t('orders.fields.actions'),
            render: (_, s) => (
              <Space wrap>
                {open && s.current?.status !== 'approved' && (
                  <>
                    <FileUpload
                      value={picked[s.slot]}
                      onChange={(f) => setPicked((p) => ({ ...p, [s.slot]: f }))}
                      types={s.types as FileType[]}
                      testId={`pick-${s.slot}`}
                    />
                    <Button
                      type="primary"
                      disabled={!picked[s.slot]}
                      onClick={() => void upload(s.slot)}
                      data-testid={`upload-${s.slot}`}
                    >
                      {t('orders.actions.upload')}
                    </Button>
                  </>
                )}
                {reviewer && s.current?.status === 'pending' && (
                  <>
                    <Button
                      onClick={() => review(s.slot, s.current!.id, 'approved')}
                      data-testid={`approve-${s.slot}`}
                    >
                      {t('orders.actions.approve_file')}
                    </Button>
                    <Input
                      placeholder={t('workflow.input.reason')}
                      aria-label={t('workflow.input.reason')}
                      onChange={(e) => setReason((r) => ({ ...r, [s.current!.id]: e.target.value }))}
                      data-testid={`reason-${s.slot}`}
                    />
                    <Button
                      danger
                      onClick={() => review(s.slot, s.current!.id, 'rejected')}
                      data-testid={`reject-${s.slot}`}
                    >
                      {t('orders.actions.reject_file')}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** `/orders/details/:id`: the order, its services, files, timeline and the actions open to the caller. */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const bi = useBi();
  const qc = useQueryClient();
  const query = useQuery(orderQuery(id));
  const refresh = () => qc.invalidateQueries({ queryKey: orderKey(id) });
  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const o = query.data.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card
        title={
          <Space wrap>
            <bdi>{o.number}</bdi>
            {statusTag(o as unknown as Row)}
          </Space>
        }
        variant="borderless"
        data-testid="order-details"
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('orders.fields.company')}>
            {bi(o.company_name, o.company_name_en)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.camp')}>
            <bdi>{o.camp_number}</bdi> — {bi(o.square_name, o.square_name_en)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.number_of_hijaj')}>
            {o.number_of_hijaj}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.camp_size')}>{o.camp_size}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.count_day')}>{o.count_day}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.planed_achive_date')}>
            <bdi>{o.planed_achive_date}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.consultant_id')}>
            {o.consultant ? bi(o.consultant.name, o.consultant.name_en) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.contractor_id')}>
            {o.contractor ? bi(o.contractor.name, o.contractor.name_en) : '—'}
          </Descriptions.Item>
          {o.reason && <Descriptions.Item label={t('orders.fields.reason')}>{o.reason}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card title={t('orders.services')} variant="borderless">
        <Space orientation="vertical" style={{ width: '100%' }}>
          {o.services.map((s) => (
            <ServiceCard key={s.id} order={o} s={s} refresh={refresh} />
          ))}
        </Space>
      </Card>
      <FilesCard order={o} refresh={refresh} />
      <LicenceCard order={o} refresh={refresh} />
      <SafetyCard order={o} refresh={refresh} />
      <OrderReportsCard order={o} />
      <CancelRequestCard order={o} />
      {o.status === 'approved' && (
        <Link to={`/orders/file/pledge/${o.id}`} data-testid="order-open-print">
          {t('orders.actions.open_print')}
        </Link>
      )}
      <Card title={t('orders.timeline')} variant="borderless" data-testid="order-timeline">
        <Timeline events={o.timeline} />
        <WorkflowActions
          actions={o.allowed_actions.filter((a) => !OWN_CARDS.includes(a))}
          declared={declared}
          path={(a) => actionPath(o.id, a)}
          body={(a, v) => actionBody(o.id, a, v)}
          onDone={refresh}
        />
      </Card>
    </Space>
  );
}
