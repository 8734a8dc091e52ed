import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CampSchema, type CampRow as ContractCampRow } from '@mashaer/contract';
import { Button, Col, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormField, ResourceForm } from '../../../components/resource-form';
import { type ColumnDef, type FilterDef, ResourceList } from '../../../components/resource-list';
import { PATHS, useAllData } from '../api';
import { StatusTag } from '../status-tag';

/** A camps list row, as the API answers it (the contract's response schema). */
export type CampRow = ContractCampRow & Record<string, unknown>;

export const campColumns: ColumnDef<CampRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'camp_number', title: 'camps.fields.camp_number', sortable: true },
  { key: 'square_name', title: 'camps.fields.square' },
  { key: 'mina_label', title: 'camps.fields.mina_label' },
  { key: 'tents_count', title: 'camps.fields.tents_count', sortable: true },
  { key: 'size', title: 'camps.fields.size', sortable: true },
  {
    key: 'status',
    title: 'camps.fields.status',
    sortable: true,
    render: (r) => <StatusTag kind="camp" status={r.status} />,
    text: (r) => r.status_text,
  },
  {
    key: 'company_name',
    title: 'camps.fields.company',
    render: (r) => r.company_name ?? '—',
  },
  {
    key: 'assign_status',
    title: 'camps.fields.assignment',
    render: (r) => (r.assign_status ? <StatusTag kind="assign" status={r.assign_status} /> : '—'),
    text: (r) => r.assign_status_text ?? '',
  },
];

export function useCampFilters(): FilterDef[] {
  const { t } = useTranslation();
  return [
    { name: 'search', label: 'camps.fields.search', type: 'text' },
    { name: 'square_id', label: 'camps.fields.square', type: 'select' },
    { name: 'status', label: 'camps.fields.status', type: 'select' },
    {
      name: 'assigned',
      label: 'camps.fields.assigned',
      type: 'select',
      options: [
        { value: 1, label: t('camps.assigned_yes') },
        { value: 0, label: t('camps.assigned_no') },
      ],
    },
  ];
}

/** /camps: every camp with its square, readiness and current assignment. */
export function CampsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceList<CampRow>
      listPath={PATHS.camps}
      title="camps.routes.camps"
      columns={campColumns}
      filters={useCampFilters()}
      rowActions={[
        {
          key: 'edit',
          label: 'camps.actions.edit',
          icon: <EditOutlined />,
          onClick: (r) => void navigate(`/camps/update/${r.id}`),
        },
        {
          key: 'ready',
          label: 'camps.actions.set_ready',
          confirm: 'status',
          visible: (r) => r.status !== 'ready',
          request: (r) => ({ path: `general/camps/updateCampStatus/${r.id}`, body: { status: 'ready' } }),
        },
        {
          key: 'notready',
          label: 'camps.actions.set_notready',
          confirm: 'status',
          visible: (r) => r.status === 'ready',
          request: (r) => ({ path: `general/camps/updateCampStatus/${r.id}`, body: { status: 'notready' } }),
        },
        {
          key: 'delete',
          label: 'camps.actions.delete',
          danger: true,
          confirm: 'delete',
          request: (r) => ({ path: `general/camps/delete/${r.id}`, method: 'DELETE' }),
        },
      ]}
      toolbar={
        <Link to="/camps/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="camps-create">
            {t('camps.actions.add')}
          </Button>
        </Link>
      }
    />
  );
}

/** /camps/create and /camps/update/:id: spec §3 "Camp"; is_developed travels as 1/0. */
export function CampFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const all = useAllData();
  const opts = all.data?.data;
  return (
    <ResourceForm
      schema={CampSchema}
      mode={id ? 'edit' : 'create'}
      loadPath={id ? `general/camps/edit/${id}` : undefined}
      toValues={(r: Record<string, unknown>) => ({ ...r, is_developed: r.is_developed === 1 })}
      toBody={(v: Record<string, unknown>) => ({ ...v, is_developed: v.is_developed ? 1 : 0 })}
      submitPath={id ? `general/camps/update/${id}` : 'general/camps/store'}
      listPath="/camps"
      initialValues={{ status: 'notready', is_developed: false, tents_count: 0, size: 0 }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField name="square_id" label="camps.fields.square">
            <Select
              showSearch
              optionFilterProp="label"
              loading={all.isLoading}
              options={opts?.squares}
              placeholder={t('common.choose')}
              data-testid="square_id"
            />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="camp_number" label="camps.fields.camp_number">
            <Input maxLength={20} data-testid="camp_number" />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="city_id" label="camps.fields.city">
            <Select allowClear options={opts?.cities} placeholder={t('common.choose')} />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="status" label="camps.fields.status">
            <Select options={opts?.statuses} data-testid="status" />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="mina_label" label="camps.fields.mina_label">
            <Input maxLength={50} dir="ltr" />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="mina_plot_number" label="camps.fields.mina_plot_number">
            <Input maxLength={50} dir="ltr" />
          </FormField>
        </Col>
        <Col xs={24} md={8}>
          <FormField name="tents_count" label="camps.fields.tents_count">
            <InputNumber min={0} style={{ width: '100%' }} />
          </FormField>
        </Col>
        <Col xs={24} md={8}>
          <FormField name="size" label="camps.fields.size">
            <InputNumber min={0} style={{ width: '100%' }} />
          </FormField>
        </Col>
        <Col xs={24} md={8}>
          <FormField name="is_developed" label="camps.fields.is_developed" valuePropName="checked">
            <Switch checkedChildren={t('camps.yes')} unCheckedChildren={t('camps.no')} />
          </FormField>
        </Col>
      </Row>
    </ResourceForm>
  );
}
