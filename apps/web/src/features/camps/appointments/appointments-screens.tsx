import {
  CheckOutlined,
  CloseOutlined,
  FileTextOutlined,
  FormOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import {
  type AbsenceRow,
  APPOINTMENT_MINUTES,
  APPOINTMENT_STATUSES,
  type AppointmentRow,
  AppointmentStoreSchema,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { joinIsolated } from '../../../components/bidi/join';
import { dateTimeColumn } from '../../../components/date-text/date-column';
import { GridField, ResourceForm, SearchSelect } from '../../../components/resource-form';
import type { ColumnDef } from '../../../components/resource-list';
import { CreateLink, listOf, ResourceList, rowAction, searchFilter } from '../../../components/resource-list';
import { can } from '../../../session/can';
import { useSession } from '../../../session/session-store';
import { bookableQuery, PATHS } from '../api';
import { StatusTag, statusColumn } from '../status-tag';

const columns: ColumnDef<AppointmentRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'camp_number', title: 'camps.fields.camp', sortable: true, render: (r) => r.camp_name },
  { key: 'square_name', title: 'camps.fields.square' },
  { key: 'company_name', title: 'camps.fields.company' },
  dateTimeColumn('appointment', 'camps.fields.appointment'),
  statusColumn('appointment', 'camps.fields.appointment_status'),
  {
    key: 'assign_status',
    title: 'camps.fields.assignment',
    render: (r) => <StatusTag kind="assign" status={r.assign_status} />,
  },
  {
    key: 'is_absent',
    title: 'camps.fields.absent',
    render: (r) => (r.is_absent ? <StatusTag kind="appointment" status="rejected" /> : '—'),
  },
];

/** /appointments: a company sees its own; the authority books, approves, rejects, records absence. */
export function AppointmentsListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canBook = can(session, 'delivery-appointment-creat-index');
  const canAbsence = can(session, 'absence-history');
  const canSign = can(session, 'delivery-signature-index');
  const open = (r: AppointmentRow) => r.assign_status === 'pending' || r.assign_status === 'appointment';
  return (
    <ResourceList<AppointmentRow>
      {...listOf(PATHS.appointments, 'camps.routes.appointments', columns)}
      filters={[
        searchFilter('camps.fields.search'),
        {
          name: 'status',
          label: 'camps.fields.appointment_status',
          type: 'select',
          options: APPOINTMENT_STATUSES.map((s) => ({
            value: s,
            label: t(`camps.appointment_status.${s}`),
          })),
        },
        { name: 'date_from', label: 'camps.fields.date_from', type: 'date' },
        { name: 'date_to', label: 'camps.fields.date_to', type: 'date' },
      ]}
      rowActions={[
        rowAction.link(
          'delivery_form',
          'contracts.delivery_form',
          <FormOutlined />,
          (r) => `/appointments/${r.id}/form`,
          (r) => r.status !== 'rejected',
        ),
        rowAction.link(
          'contract',
          'contracts.contract',
          <FileTextOutlined />,
          (r) => `/appointments/${r.id}/signature`,
          () => canSign,
        ),
        rowAction.status(
          'approve',
          'camps.actions.approve',
          <CheckOutlined />,
          (r) => ({ path: `general/appointments/update/${r.id}`, body: { status: 'approved' } }),
          { visible: (r) => canBook && open(r) && r.status === 'pending' },
        ),
        rowAction.status(
          'reject',
          'camps.actions.reject',
          <CloseOutlined />,
          (r) => ({ path: `general/appointments/update/${r.id}`, body: { status: 'rejected' } }),
          { visible: (r) => canBook && open(r) && r.status !== 'rejected' },
        ),
        {
          key: 'absence',
          label: 'camps.actions.absence',
          icon: <UserDeleteOutlined />,
          confirm: 'status',
          visible: (r) =>
            canAbsence && r.assign_status === 'appointment' && r.status !== 'rejected' && !r.is_absent,
          request: (r) => ({ path: 'general/absence_history/store', body: { appointment_id: r.id } }),
        },
        rowAction.remove(
          'camps.actions.delete',
          (r) => `general/appointments/delete/${r.id}`,
          'DELETE',
          (r) => canBook && open(r),
        ),
      ]}
      toolbar={
        canBook ? (
          <CreateLink to="/appointments/create" label="camps.actions.book" testId="appointment-create" />
        ) : null
      }
    />
  );
}

/** Assignments that may be booked (awaiting appointment, or booked and not yet received). */
function useBookable() {
  return useQuery(bookableQuery());
}

/** /appointments/create: the datetime is local in the form and sent as an instant. */
export function AppointmentCreatePage() {
  const bookable = useBookable();
  return (
    <ResourceForm
      schema={AppointmentStoreSchema}
      mode="create"
      submitPath="general/appointments/store"
      listPath="/appointments"
      initialValues={{ duration: APPOINTMENT_MINUTES.default }}
      toBody={(v: Record<string, unknown>) => ({
        ...v,
        appointment: new Date(String(v.appointment)).toISOString(),
      })}
    >
      <Row gutter={16}>
        <GridField name="assign_camp_id" label="camps.fields.assignment">
          <SearchSelect
            loading={bookable.isLoading}
            options={(bookable.data ?? []).map((a) => ({
              value: a.id,
              label: joinIsolated(a.camp_name, a.square_name, a.company_name),
            }))}
            data-testid="assign_camp_id"
          />
        </GridField>
        <GridField md={6} name="appointment" label="camps.fields.appointment">
          <Input type="datetime-local" dir="ltr" data-testid="appointment" />
        </GridField>
        <GridField md={6} name="duration" label="camps.fields.duration">
          <InputNumber
            min={APPOINTMENT_MINUTES.min}
            max={APPOINTMENT_MINUTES.max}
            step={15}
            style={{ width: '100%' }}
          />
        </GridField>
        <GridField md={24} name="notes" label="camps.fields.notes">
          <Input.TextArea rows={3} maxLength={2000} />
        </GridField>
      </Row>
    </ResourceForm>
  );
}

/** /absence-history. */
export function AbsenceListPage() {
  return (
    <ResourceList<AbsenceRow>
      {...listOf(PATHS.absences, 'camps.routes.absence_history', [
        { key: 'id', title: 'common.id', sortable: true, width: 70 },
        { key: 'camp_name', title: 'camps.fields.camp' },
        { key: 'square_name', title: 'camps.fields.square' },
        { key: 'company_name', title: 'camps.fields.company' },
        dateTimeColumn<AbsenceRow>('appointment_at', 'camps.fields.appointment_at'),
        dateTimeColumn<AbsenceRow>('created_at', 'camps.fields.recorded_at'),
        { key: 'notes', title: 'camps.fields.notes' },
      ])}
      filters={[searchFilter('camps.fields.search')]}
    />
  );
}
