import { DeleteOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  AUTHORITY_TYPE_CODES,
  INVOICE_WORKFLOW,
  InvoiceStoreSchema,
  parseSar,
  sarText,
  type UserTypeCode,
} from '@mashaer/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { DateText } from '../../components/date-text/date-text';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { FormField, ResourceForm } from '../../components/resource-form';
import { type ColumnDef, ResourceList } from '../../components/resource-list';
import { Timeline } from '../../components/timeline/timeline';
import { WorkflowActions } from '../../components/workflow-actions/workflow-actions';
import { useSession } from '../../session/session-store';
import {
  INVOICES,
  type InvoiceRow,
  type InvoiceView,
  invoiceFormQuery,
  invoiceKey,
  invoiceQuery,
} from './api';
import { ReceiptLink, Sar, StatusTag, UploadReceipt } from './finance-ui';

type ListRow = InvoiceRow & Record<string, unknown>;

const columns: ColumnDef<ListRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'invoice_number', title: 'finance.fields.invoice_number' },
  // as on the sadad list: the company wraps and the due date stacks, to fit the card from 1280 px
  { key: 'company_name', title: 'finance.fields.company', priority: 2, width: 120 },
  {
    key: 'total',
    title: 'finance.fields.total',
    sortable: true,
    render: (r) => <Sar text={r.total_sar} />,
    text: (r) => r.total_sar,
  },
  {
    key: 'due_date',
    title: 'finance.fields.due_date',
    sortable: true,
    priority: 2,
    render: (r) => <DateText value={r.due_date} stacked />,
    text: (r) => r.due_date,
  },
  {
    key: 'status',
    title: 'finance.fields.status',
    sortable: true,
    render: (r) => <StatusTag row={r} />,
    text: (r) => r.status_text,
  },
];

const useAuthority = () => AUTHORITY_TYPE_CODES.includes(useSession().type?.code as UserTypeCode);

/** /invoices: the invoices (a company sees its own). */
export function InvoicesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const authority = useAuthority();
  return (
    <ResourceList<ListRow>
      listPath={INVOICES.list}
      title="finance.routes.invoices"
      columns={columns}
      filters={[
        { name: 'search', label: 'finance.fields.search_invoice', type: 'text' },
        { name: 'status', label: 'finance.fields.status', type: 'select' },
        ...(authority
          ? [
              {
                name: 'company_id',
                label: 'finance.fields.company',
                type: 'select' as const,
                optionsPath: INVOICES.companies,
              },
            ]
          : []),
      ]}
      rowActions={[
        {
          key: 'details',
          label: 'finance.actions.details',
          onClick: (r) => navigate(`/invoices/details/${r.id}`),
        },
        {
          key: 'edit',
          label: 'finance.actions.edit',
          visible: (r) => r.status === 'draft' && authority,
          onClick: (r) => navigate(`/invoices/edit/${r.id}`),
        },
      ]}
      toolbar={
        authority ? (
          <Link to="/invoices/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="invoice-create">
              {t('finance.actions.create_invoice')}
            </Button>
          </Link>
        ) : null
      }
    />
  );
}

/** Unit prices are SAR text in the form, read into halalas by digits (never a float). */
const sar = (v: unknown) => (typeof v === 'string' ? (parseSar(v) ?? v) : v);
const InvoiceFormSchema = InvoiceStoreSchema.extend({
  lines: z
    .array(
      z.preprocess(
        (l) =>
          l && typeof l === 'object'
            ? { ...l, unit_price: sar((l as { unit_price?: unknown }).unit_price) }
            : l,
        InvoiceStoreSchema.shape.lines.element,
      ),
    )
    .min(1, { error: 'finance.lines_required' }),
});

function InvoiceFields() {
  const { t } = useTranslation();
  const opts = useQuery(invoiceFormQuery());
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField name="company_id" label="finance.fields.company">
            <Select
              showSearch
              optionFilterProp="label"
              options={opts.data?.data.companies}
              loading={opts.isLoading}
              placeholder={t('common.choose')}
              data-testid="company_id"
            />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="due_date" label="finance.fields.due_date">
            <DatePicker style={{ width: '100%' }} data-testid="due_date" />
          </FormField>
        </Col>
        <Col xs={24}>
          <FormField name="note" label="finance.fields.note">
            <Input.TextArea rows={2} maxLength={1000} data-testid="note" />
          </FormField>
        </Col>
      </Row>
      <Typography.Title level={2} className="form-section-title">
        {t('finance.lines')}
      </Typography.Title>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((f, i) => (
              <Row gutter={8} key={f.key} align="bottom">
                <Col xs={24} md={12}>
                  <Form.Item name={[f.name, 'description']} label={t('finance.fields.line_description')}>
                    <Input maxLength={300} data-testid={`line-${i}-description`} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={4}>
                  <Form.Item name={[f.name, 'quantity']} label={t('finance.fields.quantity')}>
                    <InputNumber
                      min={1}
                      precision={0}
                      style={{ width: '100%' }}
                      data-testid={`line-${i}-quantity`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name={[f.name, 'unit_price']} label={t('finance.fields.unit_price_sar')}>
                    <Input inputMode="decimal" maxLength={14} data-testid={`line-${i}-unit_price`} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={2}>
                  <Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('finance.actions.remove_line')}
                      disabled={fields.length === 1}
                      onClick={() => remove(f.name)}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })} data-testid="add-line">
              {t('finance.actions.add_line')}
            </Button>
            <Typography.Text type="secondary">
              {t('finance.vat_note', { rate: opts.data?.data.vat_rate ?? '15' })}
            </Typography.Text>
          </Space>
        )}
      </Form.List>
    </>
  );
}

/** /invoices/create: a new invoice, saved as a draft (edited later) or issued at once. */
export function InvoiceCreatePage() {
  const { t } = useTranslation();
  return (
    <ResourceForm
      schema={InvoiceFormSchema}
      mode="create"
      submitPath={INVOICES.draft}
      listPath="/invoices"
      successPath={(answer) => `/invoices/details/${(answer.data as { id: number }).id}`}
      title={t('finance.routes.invoices_create')}
      submitLabel={t('finance.actions.save_draft')}
      initialValues={{ lines: [{ quantity: 1 }] }}
    >
      <InvoiceFields />
    </ResourceForm>
  );
}

/** /invoices/edit/:id: a draft's content (the server refuses anything but a draft). */
export function InvoiceEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  return (
    <ResourceForm
      schema={InvoiceFormSchema}
      mode="edit"
      loadPath={INVOICES.details(id)}
      toValues={(r: InvoiceView) => ({
        company_id: r.company_id,
        due_date: dayjs(r.due_date),
        note: r.note ?? '',
        lines: r.lines.map((l) => ({
          description: l.description,
          quantity: l.quantity,
          unit_price: sarText(l.unit_price),
        })),
      })}
      toBody={(v) => ({ ...v, invoice_id: Number(id) })}
      submitPath={INVOICES.update}
      listPath="/invoices"
      successPath={() => `/invoices/details/${id}`}
      title={t('finance.routes.invoices_edit')}
    >
      <InvoiceFields />
    </ResourceForm>
  );
}

function Totals({ inv }: { inv: InvoiceView }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} size="small" bordered data-testid="invoice-totals">
      <Descriptions.Item label={t('finance.fields.subtotal')}>
        <Sar text={inv.subtotal_sar} />
      </Descriptions.Item>
      <Descriptions.Item label={t('finance.fields.vat', { rate: inv.vat_rate })}>
        <Sar text={inv.vat_total_sar} />
      </Descriptions.Item>
      <Descriptions.Item label={t('finance.fields.total')}>
        <strong data-testid="invoice-total">
          <Sar text={inv.total_sar} />
        </strong>
      </Descriptions.Item>
    </Descriptions>
  );
}

function Lines({ inv }: { inv: InvoiceView }) {
  const { t } = useTranslation();
  return (
    <div className="invoice-lines">
      <table>
        <thead>
          <tr>
            <th>{t('finance.fields.line_description')}</th>
            <th>{t('finance.fields.quantity')}</th>
            <th>{t('finance.fields.unit_price')}</th>
            <th>{t('finance.fields.line_total')}</th>
          </tr>
        </thead>
        <tbody>
          {inv.lines.map((l, i) => (
            <tr key={`${i}-${l.description}`}>
              <td>{l.description}</td>
              <td>
                <bdi>{l.quantity}</bdi>
              </td>
              <td>
                <Sar text={l.unit_price_sar} />
              </td>
              <td>
                <Sar text={l.line_total_sar} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /invoices/details/:id: the invoice, its receipt, the actions open now and the timeline. */
export function InvoiceDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const q = useQuery(invoiceQuery(id));
  if (q.isLoading) return <PageSpinner />;
  if (!q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const inv = q.data.data;
  const refresh = () => qc.invalidateQueries({ queryKey: invoiceKey(id) });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={t('finance.routes.invoices_details')}
        variant="borderless"
        extra={
          <Space wrap>
            {inv.status === 'draft' && inv.allowed_actions.includes('issue') && (
              <Link to={`/invoices/edit/${id}`}>
                <Button data-testid="invoice-edit">{t('finance.actions.edit')}</Button>
              </Link>
            )}
            {inv.zatca_qr && (
              <Link to={`/invoices/${id}`}>
                <Button icon={<PrinterOutlined />} data-testid="invoice-print">
                  {t('finance.actions.print')}
                </Button>
              </Link>
            )}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('finance.fields.invoice_number')}>
            <bdi data-testid="invoice-number">{inv.invoice_number ?? '—'}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t('finance.fields.status')}>
            <StatusTag row={inv} />
          </Descriptions.Item>
          <Descriptions.Item label={t('finance.fields.company')}>{inv.company_name}</Descriptions.Item>
          <Descriptions.Item label={t('finance.fields.due_date')}>
            <DateText value={inv.due_date} />
          </Descriptions.Item>
          {inv.rejection_reason && (
            <Descriptions.Item label={t('finance.fields.rejection_reason')}>
              <Typography.Text type="danger">{inv.rejection_reason}</Typography.Text>
            </Descriptions.Item>
          )}
        </Descriptions>
        <Lines inv={inv} />
        <Totals inv={inv} />
      </Card>
      {inv.status !== 'draft' && (
        <Card title={t('finance.receipt')} variant="borderless" data-testid="receipt-card">
          <Space orientation="vertical">
            <ReceiptLink files={inv.attachments} />
            {inv.allowed_actions.includes('upload_docs') && (
              <UploadReceipt path={INVOICES.upload(id)} onDone={refresh} />
            )}
          </Space>
        </Card>
      )}
      <WorkflowActions
        actions={inv.allowed_actions.filter((a) => a !== 'upload_docs')}
        declared={INVOICE_WORKFLOW.actions}
        path={(a) =>
          a === 'cancel' ? INVOICES.cancel(id) : a === 'issue' ? INVOICES.update : INVOICES.changeState
        }
        body={(a, v) =>
          a === 'cancel'
            ? {}
            : a === 'issue'
              ? {
                  invoice_id: inv.id,
                  company_id: inv.company_id,
                  due_date: inv.due_date,
                  note: inv.note ?? '',
                  lines: inv.lines.map(({ description, quantity, unit_price }) => ({
                    description,
                    quantity,
                    unit_price,
                  })),
                  issue: 1,
                }
              : { invoice_id: inv.id, action: a, ...v }
        }
        // Spec §4: rejecting from the invoice details returns to the invoice list.
        onDone={(a) => (a === 'reject' ? navigate('/invoices') : refresh())}
      />
      <Card title={t('finance.timeline')} variant="borderless">
        <Timeline events={inv.timeline} />
      </Card>
    </Space>
  );
}
