import { AssignCampSchema, UpdateCampByCompanySchema } from '@mashaer/contract';
import { Alert, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { joinIsolated } from '../../../components/bidi/join';
import { QueryState } from '../../../components/page-state/page-states';
import { FormField, GridField, ResourceForm, SearchSelect } from '../../../components/resource-form';
import { type Option, useAllData, useAssignment, useCampsOfSquare } from '../api';
import { AttachmentsCard, receiverCrLabel, TimelineCard } from './assign-panels';

/** The authority's assignment fields: square → a free camp of it → the receiver and its licence. */
function AssignFields({ currentCampId }: { currentCampId?: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const all = useAllData();
  const squareId = Form.useWatch('square_id', form) as number | undefined;
  const companyId = Form.useWatch('receiver_company_id', form) as number | undefined;
  const camps = useCampsOfSquare(squareId);
  const opts = all.data?.data;
  const company = opts?.companies.find((c) => c.value === companyId);
  return (
    <Row gutter={16}>
      <GridField name="square_id" label="camps.fields.square">
        <SearchSelect
          options={opts?.squares}
          loading={all.isLoading}
          onChange={() => form.setFieldValue('camp_id', undefined)}
          data-testid="square_id"
        />
      </GridField>
      <GridField name="camp_id" label="camps.fields.camp">
        <SearchSelect
          loading={camps.isFetching}
          disabled={!squareId}
          options={(camps.data?.data ?? []).map((c) => ({
            value: c.id,
            label:
              c.is_assigned && c.id !== currentCampId
                ? `${c.camp_number} (${t('camps.assigned_yes')})`
                : c.camp_number,
            disabled: c.is_assigned === 1 && c.id !== currentCampId,
          }))}
          data-testid="camp_id"
        />
      </GridField>
      <GridField name="receiver_company_id" label="camps.fields.receiver_company">
        <SearchSelect options={opts?.companies} data-testid="receiver_company_id" />
      </GridField>
      <GridField name="receiver_cr" label={receiverCrLabel(company?.type_code)}>
        <Input maxLength={50} dir="ltr" data-testid="receiver_cr" />
      </GridField>
      <PilgrimsFields md={12} countries={opts?.countries} />
    </Row>
  );
}

/** The assignment's country, pilgrims count and notes: the authority's form and the company's own. */
function PilgrimsFields({ md, countries }: { md: number; countries?: Option[] }) {
  return (
    <>
      <Col xs={24} md={md}>
        <FormField name="country_id" label="camps.fields.country">
          <Select allowClear showSearch optionFilterProp="label" options={countries} />
        </FormField>
      </Col>
      <Col xs={24} md={md}>
        <FormField name="pilgrims_count" label="camps.fields.pilgrims_count">
          <InputNumber min={0} style={{ width: '100%' }} />
        </FormField>
      </Col>
      <GridField md={24} name="notes" label="camps.fields.notes">
        <Input.TextArea rows={3} maxLength={2000} />
      </GridField>
    </>
  );
}

/** /assign/create: after saving, the flow continues to NewAssign (the record's page) with the camp record. */
export function AssignCreatePage() {
  return (
    <ResourceForm
      schema={AssignCampSchema}
      mode="create"
      submitPath="general/camps/assignCampToCompany"
      listPath="/assign"
      successPath={(answer) => `/assign/update/${(answer.data as { id: number }).id}`}
    >
      <AssignFields />
    </ResourceForm>
  );
}

/** /assign/update/:id (NewAssign): the authority edits the assignment, attaches files, moves its status. */
export function AssignUpdatePage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const location = useLocation();
  const isNew = Boolean((location.state as { record?: unknown } | null)?.record);
  const record = useAssignment(id, false);
  if (!record.data) return <QueryState query={record} />;
  const a = record.data.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {isNew && <Alert type="success" showIcon title={t('camps.new_assign')} data-testid="new-assign" />}
      <ResourceForm
        schema={AssignCampSchema}
        mode="edit"
        loadPath={`general/camps/editCampAssign/${id}`}
        submitPath={`general/camps/updateCampAssignation/${id}`}
        listPath="/assign"
      >
        <AssignFields currentCampId={a.camp_id} />
      </ResourceForm>
      <AttachmentsCard record={a} />
      <TimelineCard record={a} />
    </Space>
  );
}

/** /assign/re-customization/:id: the receiving company completes its own assignment. */
export function AssignRecustomizePage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const all = useAllData();
  const record = useAssignment(id, true);
  if (!record.data) return <QueryState query={record} />;
  const a = record.data.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ResourceForm
        schema={UpdateCampByCompanySchema}
        mode="edit"
        loadPath={`general/camps/editCampByCompany/${id}`}
        submitPath={`general/camps/updateCampByCompany/${id}`}
        listPath="/assign"
        title="camps.routes.assign_recustomize"
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={t('camps.fields.camp')} htmlFor="recustomize-camp">
              <Input id="recustomize-camp" value={joinIsolated(a.camp_name, a.square_name)} disabled />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t(receiverCrLabel(a.company_type_code))} htmlFor="recustomize-receiver-cr">
              <Input id="recustomize-receiver-cr" value={a.receiver_cr ?? ''} disabled dir="ltr" />
            </Form.Item>
          </Col>
          <PilgrimsFields md={8} countries={all.data?.data.countries} />
        </Row>
      </ResourceForm>
      <AttachmentsCard record={a} />
      <TimelineCard record={a} />
    </Space>
  );
}
