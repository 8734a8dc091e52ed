import { EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  type ActionDef,
  CANCEL_REQUEST_STATUS_COLORS,
  CANCEL_REQUEST_WORKFLOW,
  type FileType,
  REPORT_STATUS_COLORS,
  REPORT_WORKFLOW,
  type StatusColor,
} from '@mashaer/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, InputNumber, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { request } from '../../api/client';
import { toFormData } from '../../api/form-data';
import { FileUpload } from '../../components/file-upload/file-upload';
import { notice } from '../../components/notice/notice';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { type ColumnDef, ResourceList, type Row } from '../../components/resource-list';
import { Timeline } from '../../components/timeline/timeline';
import { VerifyQr } from '../../components/verify-qr/verify-qr';
import { WorkflowActions } from '../../components/workflow-actions/workflow-actions';
import { AFTER, licencePrintQuery, type Report, reportFilesQuery, reportQuery } from './api';
import { LicenceFacts } from './licence-cards';

const bi = (lang: string) => (ar: unknown, en: unknown) => String((lang === 'en' ? en : ar) ?? ar ?? '');
/** The reports' and the cancel requests' lists share the tag: their vocabularies agree on `pending`. */
const ROW_COLOR: Record<string, StatusColor> = { ...REPORT_STATUS_COLORS, ...CANCEL_REQUEST_STATUS_COLORS };
const statusTag = (r: Row) => (
  <Tag color={ROW_COLOR[String(r.status)] ?? 'default'} data-testid="row-status">
    {String(r.status_text ?? r.status)}
  </Tag>
);

// ---- /reports and /reports/:id ----

/** `/reports`: the achievement reports in the caller's scope. */
export function ReportsListPage() {
  const { i18n } = useTranslation();
  const b = bi(i18n.language);
  const navigate = useNavigate();
  const columns: ColumnDef[] = [
    { key: 'number', title: 'orders.fields.number' },
    { key: 'camp_number', title: 'orders.fields.camp', priority: 2 },
    {
      key: 'consultant_name',
      title: 'orders.fields.consultant_id',
      render: (r) => b(r.consultant_name, r.consultant_name_en),
      text: (r) => b(r.consultant_name, r.consultant_name_en),
      priority: 2,
    },
    {
      key: 'progress',
      title: 'orders.report.progress',
      text: (r) => `${r.progress}%`,
      render: (r) => `${r.progress}%`,
    },
    {
      key: 'status',
      title: 'orders.fields.status',
      sortable: true,
      render: statusTag,
      text: (r) => String(r.status_text),
    },
    {
      key: 'created_at',
      title: 'orders.report.date',
      sortable: true,
      text: (r) => String(r.created_at).slice(0, 10),
      render: (r) => <bdi>{String(r.created_at).slice(0, 10)}</bdi>,
      priority: 3,
    },
  ];
  return (
    <ResourceList
      listPath={AFTER.reports}
      title="orders.routes.reports"
      columns={columns}
      filters={[
        { name: 'search', label: 'orders.fields.search', type: 'text' },
        { name: 'status', label: 'orders.fields.status', type: 'select' },
      ]}
      rowActions={[
        {
          key: 'view',
          label: 'orders.actions.details',
          icon: <EyeOutlined />,
          onClick: (r) => void navigate(`/reports/${r.id}`),
        },
      ]}
    />
  );
}

/** The site image (with where it was taken) and the works photo, while the report is pending. */
function ReportImages({ report, onDone }: { report: Report; onDone: () => unknown }) {
  const { t } = useTranslation();
  const files = useQuery(reportFilesQuery(report.id));
  const [file, setFile] = useState<File>();
  const [where, setWhere] = useState<{ lat?: number; lng?: number }>({});
  const upload = async (slot: 'gis' | 'photo') => {
    if (!file) return;
    try {
      const a = await request<{ message: string }>(
        slot === 'gis' ? AFTER.gisImage(report.id) : AFTER.photo(report.id),
        {
          method: 'POST',
          query: slot === 'gis' ? { lat: where.lat ?? '', lng: where.lng ?? '' } : undefined,
          body: toFormData({}, { file }),
        },
      );
      notice('success', a.message);
      setFile(undefined);
      await files.refetch();
      await onDone();
    } catch {
      // The client has shown the server's message.
    }
  };
  const slots = files.data?.data.slots ?? [];
  return (
    <Card size="small" title={t('orders.report.images')} data-testid="report-images">
      <Space orientation="vertical">
        {slots.map((s) => (
          <div key={s.slot}>
            <bdi>{s.slot_text}</bdi>:{' '}
            {s.current ? (
              <Tag>{s.current.file_name}</Tag>
            ) : (
              <Typography.Text type="secondary">{t('orders.not_uploaded')}</Typography.Text>
            )}
          </div>
        ))}
        {report.lat !== null && (
          <Typography.Text>
            {t('orders.report.location')}: <bdi>{`${report.lat}, ${report.lng}`}</bdi>
          </Typography.Text>
        )}
        {report.status === 'pending' && report.allowed_actions.length === 0 && (
          <Space wrap>
            <FileUpload
              value={file}
              onChange={setFile}
              types={['png', 'jpeg', 'webp'] as FileType[]}
              testId="report-image"
            />
            <InputNumber
              placeholder={t('orders.report.lat')}
              aria-label={t('orders.report.lat')}
              min={-90}
              max={90}
              onChange={(v) => setWhere((w) => ({ ...w, lat: v ?? undefined }))}
            />
            <InputNumber
              placeholder={t('orders.report.lng')}
              aria-label={t('orders.report.lng')}
              min={-180}
              max={180}
              onChange={(v) => setWhere((w) => ({ ...w, lng: v ?? undefined }))}
            />
            <Button disabled={!file} onClick={() => void upload('gis')}>
              {t('orders.report.add_gis')}
            </Button>
            <Button disabled={!file} onClick={() => void upload('photo')}>
              {t('orders.report.add_photo')}
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}

/** `/reports/:id`: the report as printed, its images, its log and the authority's decision. */
export function ReportPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const b = bi(i18n.language);
  const q = useQuery(reportQuery(id));
  if (q.isLoading) return <PageSpinner />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const r = q.data.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card
        variant="borderless"
        data-testid="report-details"
        title={
          <Space wrap>
            {t('orders.report.title')} <bdi>{r.number}</bdi> {statusTag(r as unknown as Row)}
          </Space>
        }
        extra={
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('orders.actions.print')}
          </Button>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('orders.fields.number')}>
            <Link to={`/orders/details/${r.order_id}`}>
              <bdi>{r.number}</bdi>
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.licence.number')}>
            <bdi>{r.license_number ?? '—'}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.company')}>
            {b(r.company_name, r.company_name_en)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.consultant_id')}>
            {b(r.consultant_name, r.consultant_name_en)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.camp')}>
            <bdi>{r.camp_number}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.report.progress')}>
            <span data-testid="report-progress">{r.progress}%</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.notes')} span={2}>
            {r.notes ?? '—'}
          </Descriptions.Item>
          {r.reason && (
            <Descriptions.Item label={t('orders.fields.reason')} span={2}>
              {r.reason}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <ReportImages report={r} onDone={() => q.refetch()} />
      <Card title={t('orders.timeline')} variant="borderless">
        <Timeline events={r.timeline} />
        <WorkflowActions
          actions={r.allowed_actions}
          declared={REPORT_WORKFLOW.actions as Record<string, ActionDef<string>>}
          path={() => AFTER.reportStatus}
          body={(a, v) => ({
            report_id: r.id,
            status: a === 'approve' ? 'approve' : 'disapproved',
            ...(v.reason ? { reason: v.reason } : {}),
          })}
          onDone={() => q.refetch()}
        />
      </Card>
    </Space>
  );
}

// ---- /cancel-requests ----

/** `/cancel-requests`: the company's requests (its own) or every request (the authority), decided in a dialog. */
export function CancelRequestsPage() {
  const { t, i18n } = useTranslation();
  const b = bi(i18n.language);
  const qc = useQueryClient();
  const [open, setOpen] = useState<Row | null>(null);
  const columns: ColumnDef[] = [
    { key: 'number', title: 'orders.fields.number' },
    {
      key: 'company_name',
      title: 'orders.fields.company',
      render: (r) => b(r.company_name, r.company_name_en),
      text: (r) => b(r.company_name, r.company_name_en),
      priority: 2,
    },
    {
      key: 'type',
      title: 'orders.request.type',
      text: (r) => String(r.type_text),
      render: (r) => String(r.type_text),
    },
    {
      key: 'new_party',
      title: 'orders.request.new_party',
      text: (r) => b(r.new_party_name, r.new_party_name_en),
      render: (r) => (r.new_party_name ? b(r.new_party_name, r.new_party_name_en) : '—'),
      priority: 3,
    },
    { key: 'reason', title: 'orders.fields.reason', priority: 3 },
    {
      key: 'status',
      title: 'orders.fields.status',
      sortable: true,
      render: statusTag,
      text: (r) => String(r.status_text),
    },
  ];
  return (
    <>
      <ResourceList
        listPath={AFTER.requests}
        title="orders.routes.cancel_requests"
        columns={columns}
        filters={[
          { name: 'search', label: 'orders.fields.search', type: 'text' },
          { name: 'status', label: 'orders.fields.status', type: 'select' },
          { name: 'type', label: 'orders.request.type', type: 'select' },
        ]}
        rowActions={[
          {
            key: 'decide',
            label: 'orders.request.decide',
            visible: (r) => ((r.allowed_actions as string[]) ?? []).length > 0,
            onClick: (r) => setOpen(r),
          },
          {
            key: 'order',
            label: 'orders.actions.details',
            icon: <EyeOutlined />,
            onClick: (r) => window.open(`/orders/tracking/${r.order_id}`, '_self'),
          },
        ]}
      />
      <Modal
        open={!!open}
        title={t('orders.request.decide')}
        footer={null}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {open && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text>
              <bdi>{String(open.number)}</bdi> — {String(open.type_text)}: {String(open.reason)}
            </Typography.Text>
            <WorkflowActions
              actions={open.allowed_actions as string[]}
              declared={CANCEL_REQUEST_WORKFLOW.actions as Record<string, ActionDef<string>>}
              path={() => AFTER.requestStatus}
              body={(a, v) => ({
                request_id: open.id,
                status: a === 'approve' ? 'approved' : 'rejected',
                ...(v.reason ? { reason: v.reason } : {}),
              })}
              onDone={async () => {
                setOpen(null);
                await qc.invalidateQueries();
              }}
            />
          </Space>
        )}
      </Modal>
    </>
  );
}

// ---- /tsleem ----

/** `/tsleem`: the licensed orders awaiting handover; each opens its processing screen. */
export function TsleemPage() {
  const { i18n } = useTranslation();
  const b = bi(i18n.language);
  const navigate = useNavigate();
  return (
    <ResourceList
      listPath="general/orders/list"
      title="orders.routes.tsleem"
      fixedBody={{ status: 'licensed' }}
      columns={[
        { key: 'number', title: 'orders.fields.number', sortable: true },
        {
          key: 'company_name',
          title: 'orders.fields.company',
          render: (r) => b(r.company_name, r.company_name_en),
          text: (r) => b(r.company_name, r.company_name_en),
        },
        { key: 'camp_number', title: 'orders.fields.camp' },
        { key: 'planed_achive_date', title: 'orders.fields.planed_achive_date', priority: 3 },
      ]}
      filters={[{ name: 'search', label: 'orders.fields.search', type: 'text' }]}
      rowActions={[
        {
          key: 'process',
          label: 'orders.tsleem.process',
          icon: <EyeOutlined />,
          onClick: (r) => void navigate(`/orders/processing/${r.id}`),
        },
      ]}
    />
  );
}

// ---- /orders/license/:id and /orders/license-ready/:id ----

/** The works licence as printed: services, parties, validity and versions, signatures, the verifying QR. */
export function LicencePrintPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const b = bi(i18n.language);
  const q = useQuery(licencePrintQuery(id));
  if (q.isLoading) return <PageSpinner />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const { order: o, licence, signatures, licence_qr } = q.data.data;
  return (
    <Card
      variant="borderless"
      data-testid="licence-print"
      title={
        <Space wrap>
          {t('orders.licence.title')} <bdi>{licence.license_number}</bdi>
        </Space>
      }
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('orders.actions.print')}
        </Button>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('orders.fields.number')}>
          <bdi>{o.number}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.company')}>
          {b(o.company_name, o.company_name_en)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.camp')}>
          <bdi>{o.camp_number}</bdi> — {b(o.square_name, o.square_name_en)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.consultant_id')}>
          {o.consultant ? b(o.consultant.name, o.consultant.name_en) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.contractor_id')}>
          {o.contractor ? b(o.contractor.name, o.contractor.name_en) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.services')}>
          {o.services.map((s) => b(s.name, s.name_en)).join('، ')}
        </Descriptions.Item>
      </Descriptions>
      <LicenceFacts licence={licence} />
      <Space wrap size="large" style={{ marginTop: 16 }}>
        {signatures.map((s) => (
          <Card key={s.party} size="small" title={t(`orders.party.${s.party}`)}>
            <Typography.Text>{s.user_name}</Typography.Text>
            <div>
              {s.signature_image && <img src={s.signature_image} alt={t('orders.signature')} height={60} />}
              {s.stamp_image && <img src={s.stamp_image} alt={t('orders.stamp')} height={60} />}
            </div>
          </Card>
        ))}
      </Space>
      <VerifyQr url={licence_qr?.url} />
      {licence_qr && (
        <Typography.Paragraph className="no-print" copyable={{ text: licence_qr.url }}>
          <a href={licence_qr.url} data-testid="licence-qr-link">
            {t('orders.licence.check_link')}
          </a>
        </Typography.Paragraph>
      )}
    </Card>
  );
}
