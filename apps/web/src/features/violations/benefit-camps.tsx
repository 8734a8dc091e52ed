import { PublicBenefitCampStoreSchema } from '@mashaer/contract';
import { Form, Row as GridRow, InputNumber } from 'antd';
import { useParams } from 'react-router';
import { NumberField, ResourceForm } from '../../components/resource-form';
import { type ColumnDef, ResourceList, type Row } from '../../components/resource-list';
import { BENEFITS } from './api';

const columns: ColumnDef<Row>[] = [
  { key: 'label_number', title: 'violations.benefits.label_number' },
  { key: 'camp_number', title: 'violations.fields.camp' },
  { key: 'camp_num_of_rooms', title: 'violations.benefits.camp_num_of_rooms', sortable: true },
  { key: 'assigned_rooms', title: 'violations.benefits.assigned_rooms', priority: 2 },
  { key: 'num_of_rooms', title: 'violations.benefits.num_of_rooms', priority: 2 },
];

/** /publicBenefits/camps: the rooms of the facilities given to camps. */
export function BenefitCampsPage() {
  return <ResourceList listPath={BENEFITS.camps} title="violations.routes.benefit_camps" columns={columns} />;
}

/** /publicBenefits/assign/:id: rooms of this facility given to a camp (never more than it has). */
export function BenefitAssignPage() {
  const { id = '' } = useParams();
  return (
    <ResourceForm
      schema={PublicBenefitCampStoreSchema}
      mode="create"
      submitPath={BENEFITS.campStore}
      listPath="/publicBenefits/camps"
      initialValues={{ public_benefit_id: Number(id) }}
      successPath={() => '/publicBenefits/camps'}
      title="violations.routes.benefits_assign"
    >
      {/* The facility from the route, sent with the form (a field the form submits). */}
      <Form.Item name="public_benefit_id" hidden>
        <InputNumber />
      </Form.Item>
      <GridRow gutter={16}>
        <NumberField name="camp_id" label="violations.fields.camp_id" min={1} testId="camp_id" grid />
        <NumberField
          name="camp_num_of_rooms"
          label="violations.benefits.camp_num_of_rooms"
          min={1}
          testId="camp_num_of_rooms"
          grid
        />
      </GridRow>
    </ResourceForm>
  );
}
