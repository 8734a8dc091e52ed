import { QUESTIONNAIRE_WORKFLOW, QuestionnaireSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Row, Select, Space, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  DateField,
  formTarget,
  GridField,
  ResourceForm,
  SearchSelect,
  TextField,
} from '../../components/resource-form';
import { WorkflowActions } from '../../components/workflow-actions/workflow-actions';
import { QUESTIONNAIRES, type QuestionnaireDetails, questionnaireFormQuery, questionnaireQuery } from './api';

const toValues = (r: QuestionnaireDetails) => ({
  ...r,
  title: r.title,
  is_required: r.is_required === 1,
  opens_at: dayjs(r.opens_at),
  closes_at: dayjs(r.closes_at),
});

/** The audience's groups and user types: the field, its label and the form data's options. */
const audience = [
  ['group_ids', 'questionnaires.fields.groups', 'groups'],
  ['user_type_ids', 'questionnaires.fields.user_types', 'user_types'],
] as const;

const paths = { edit: QUESTIONNAIRES.edit, update: QUESTIONNAIRES.update, store: QUESTIONNAIRES.store };

/** The publish button (from `allowed_actions`) and the results link of a saved questionnaire. */
function PublishBar({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = useQuery(questionnaireQuery(id));
  const d = q.data?.data;
  if (!d) return null;
  return (
    <Card size="small" variant="borderless">
      <Space>
        <span data-testid={`questionnaire-status-${d.status}`}>{d.status_text}</span>
        <WorkflowActions
          actions={d.allowed_actions}
          declared={QUESTIONNAIRE_WORKFLOW.actions}
          path={() => QUESTIONNAIRES.publish(id)}
          onDone={() => void q.refetch()}
        />
        {d.status === 'published' && (
          <Link to={`/questionnaires/results/${id}`} data-testid="questionnaire-results">
            <Button>{t('questionnaires.actions.results')}</Button>
          </Link>
        )}
      </Space>
    </Card>
  );
}

/** /questionnaires/new and /questionnaires/edit/:id: the builder (groups, audience, dates, required). */
export function QuestionnaireFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const opts = useQuery(questionnaireFormQuery());
  const data = opts.data?.data;
  const target = formTarget(id, paths);
  return (
    <>
      {id && <PublishBar id={id} />}
      <ResourceForm
        schema={QuestionnaireSchema}
        {...target}
        toValues={toValues}
        listPath="/questionnaires"
        successPath={(a) => `/questionnaires/edit/${(a.data as { id: number }).id}`}
        initialValues={{ is_required: false, user_ids: [] }}
        title={t(
          id ? 'questionnaires.routes.questionnaires_edit' : 'questionnaires.routes.questionnaires_new',
        )}
      >
        <Row gutter={16}>
          <TextField grid name="title" label="questionnaires.fields.title" max={300} testId="title" />
          <TextField
            grid
            name="title_en"
            label="questionnaires.fields.title_en"
            max={300}
            ltr
            testId="title_en"
          />
          {audience.map(([name, label, options]) => (
            <GridField key={name} name={name} label={label}>
              <Select
                mode="multiple"
                options={data?.[options]}
                loading={opts.isLoading}
                data-testid={name}
                optionFilterProp="label"
              />
            </GridField>
          ))}
          <GridField name="user_ids" label="questionnaires.fields.named_users">
            <SearchSelect
              mode="multiple"
              options={data?.users}
              loading={opts.isLoading}
              data-testid="user_ids"
            />
          </GridField>
          <DateField name="opens_at" label="questionnaires.fields.opens_at" testId="opens_at" grid />
          <DateField name="closes_at" label="questionnaires.fields.closes_at" testId="closes_at" grid />
          <GridField name="is_required" label="questionnaires.fields.is_required" valuePropName="checked">
            <Switch data-testid="is_required" />
          </GridField>
          <TextField
            grid
            name="description"
            label="questionnaires.fields.description"
            max={2000}
            rows={2}
            testId="description"
          />
        </Row>
      </ResourceForm>
    </>
  );
}
