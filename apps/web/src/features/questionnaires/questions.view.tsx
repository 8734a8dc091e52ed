import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { POLL_QUESTION_TYPES, PollGroupSchema, PollQuestionSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, type SelectProps, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField, NamePairFields } from '../../components/resource-form';
import type { ResourceView } from '../../resources/define-resource';
import { questionOptionsQuery } from './api';

/** The question type's choice; the form item's value, change handler and id pass through. */
function TypeSelect(props: SelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      {...props}
      data-testid="type"
      options={POLL_QUESTION_TYPES.map((v) => ({ value: v, label: t(`questionnaires.types.${v}`) }))}
    />
  );
}

/** A question's or a group's title in Arabic and in English. */
const TitlePair = () => (
  <NamePairFields
    fields={['title', 'title_en']}
    labels={['questionnaires.fields.title', 'questionnaires.fields.title_en']}
    maxLength={300}
    testId="title"
  />
);

function QuestionFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormField name="type" label="questionnaires.fields.type">
        <TypeSelect />
      </FormField>
      <TitlePair />
      <FormField name="is_required" label="questionnaires.fields.is_required" valuePropName="checked">
        <Switch data-testid="is_required" />
      </FormField>
      {/* The server's refusal of the options ("at least two") shows under them. */}
      <Form.List name="options">
        {(fields, { add, remove }, { errors }) => (
          <Form.Item label={t('questionnaires.fields.options')}>
            {fields.map((f) => (
              <Space key={f.key} align="baseline">
                <Form.Item name={[f.name, 'ar']}>
                  <Input
                    placeholder={t('questionnaires.fields.option_ar')}
                    aria-label={t('questionnaires.fields.option_ar')}
                    data-testid={`option-ar-${f.name}`}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'en']}>
                  <Input
                    dir="ltr"
                    placeholder={t('questionnaires.fields.option_en')}
                    aria-label={t('questionnaires.fields.option_en')}
                    data-testid={`option-en-${f.name}`}
                  />
                </Form.Item>
                <MinusCircleOutlined
                  onClick={() => remove(f.name)}
                  aria-label={t('questionnaires.actions.delete')}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              onClick={() => add({ ar: '', en: '' })}
              icon={<PlusOutlined />}
              data-testid="option-add"
            >
              {t('questionnaires.actions.add_option')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        )}
      </Form.List>
    </>
  );
}

function QuestionPicker(props: Record<string, unknown>) {
  const { i18n } = useTranslation();
  const q = useQuery(questionOptionsQuery());
  return (
    <Select
      {...props}
      mode="multiple"
      optionFilterProp="label"
      loading={q.isLoading}
      data-testid="question_ids"
      options={q.data?.map((x) => ({ value: x.id, label: i18n.language === 'en' ? x.title_en : x.title }))}
    />
  );
}

function GroupFields() {
  return (
    <>
      <TitlePair />
      <FormField name="question_ids" label="questionnaires.fields.questions">
        <QuestionPicker />
      </FormField>
    </>
  );
}

export const questionsView: ResourceView = {
  columns: [
    { key: 'id', title: 'questionnaires.fields.id', sortable: true, width: 70 },
    { key: 'title', title: 'questionnaires.fields.title', sortable: true },
    { key: 'title_en', title: 'questionnaires.fields.title_en' },
    { key: 'type', title: 'questionnaires.fields.type' },
  ],
  filters: [{ name: 'search', label: 'questionnaires.fields.search', type: 'text' }],
  form: {
    schema: PollQuestionSchema,
    fields: <QuestionFields />,
    initialValues: { is_required: true, options: [] },
  },
};

export const groupsView: ResourceView = {
  columns: [
    { key: 'id', title: 'questionnaires.fields.id', sortable: true, width: 70 },
    { key: 'title', title: 'questionnaires.fields.title', sortable: true },
    { key: 'title_en', title: 'questionnaires.fields.title_en' },
  ],
  filters: [{ name: 'search', label: 'questionnaires.fields.search', type: 'text' }],
  form: { schema: PollGroupSchema, fields: <GroupFields /> },
};
