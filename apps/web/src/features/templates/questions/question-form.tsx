import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CHOICE_TYPES,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  QuestionSchema,
  type QuestionType,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField, formTarget, NamePairFields, ResourceForm } from '../../../components/resource-form';
import { currentLang } from '../../../i18n/i18n';
import { issueText } from '../../../i18n/zod-issues';
import { PATHS, questionFiltersQuery } from '../api';

/** Without an id a new question, with one that question's edit. */
type Props = { id?: string };

/** The contract's option rules for the list (Form.List takes plain validators only). */
async function optionsRule(options: unknown) {
  const r = QuestionSchema.safeParse(
    { title: 'x', title_en: 'x', type: 'single_choice', options },
    { reportInput: true },
  );
  const issue = r.success ? undefined : r.error.issues.find((i) => i.path[0] === 'options');
  if (issue) throw new Error(issueText(issue));
}

const toValues = (q: Record<string, unknown>) => ({
  ...q,
  is_required: q.is_required === 1 || q.is_required === true,
});

/** One form for creating and editing a question: type, bilingual title, options, price, category. */
export function QuestionForm({ id }: Props) {
  const form = formTarget(id, {
    edit: PATHS.questionEdit,
    update: PATHS.questionUpdate,
    store: PATHS.questionStore,
  });
  const { t } = useTranslation();
  const lang = currentLang();
  const filters = useQuery(questionFiltersQuery());
  const categories = filters.data?.filters.category_id ?? [];
  return (
    <ResourceForm
      schema={QuestionSchema}
      {...form}
      toValues={toValues}
      toBody={(v) => ({ ...v, is_required: v.is_required ? 1 : 0 })}
      listPath="/questions"
      initialValues={{ type: 'short_text', is_required: false }}
    >
      <NamePairFields
        fields={['title', 'title_en']}
        labels={['templates.title', 'templates.title_en']}
        maxLength={500}
        testId="question-title"
      />
      <FormField name="type" label="templates.type">
        <Select
          options={QUESTION_TYPES.map((v) => ({ value: v, label: QUESTION_TYPE_LABELS[v][lang] }))}
          data-testid="question-type"
        />
      </FormField>
      <FormField name="is_required" label="templates.required" valuePropName="checked">
        <Switch data-testid="question-required" />
      </FormField>
      <FormField name="category_id" label="templates.category">
        <Select
          allowClear
          placeholder={t('templates.no_category')}
          options={categories.map((c) => ({ value: Number(c.value), label: c.label }))}
        />
      </FormField>
      <Form.Item noStyle dependencies={['type']}>
        {({ getFieldValue }) => {
          const type = getFieldValue('type') as QuestionType;
          if (type === 'priced_item')
            return (
              <FormField
                name="unit_price_halalas"
                label="templates.unit_price"
                getValueProps={(v) => ({ value: v === null || v === undefined ? v : Number(v) / 100 })}
                normalize={(v) => (v === null || v === undefined ? v : Math.round(Number(v) * 100))}
              >
                <InputNumber
                  min={0}
                  step={1}
                  precision={2}
                  style={{ width: 200 }}
                  data-testid="question-price"
                />
              </FormField>
            );
          if (!CHOICE_TYPES.includes(type)) return null;
          return (
            <Form.Item label={t('templates.options')} required>
              <Form.List name="options" rules={[{ validator: (_, v) => optionsRule(v) }]}>
                {(fields, { add, remove }, { errors }) => (
                  <Space orientation="vertical" style={{ width: '100%' }}>
                    {fields.map((f, i) => (
                      <Space key={f.key} wrap align="start">
                        <Form.Item name={[f.name, 'value']} noStyle>
                          <Input
                            placeholder={t('templates.option_value')}
                            dir="ltr"
                            style={{ width: 140 }}
                            data-testid={`option-value-${i}`}
                          />
                        </Form.Item>
                        <Form.Item name={[f.name, 'label']} noStyle>
                          <Input
                            placeholder={t('templates.option_label')}
                            style={{ width: 200 }}
                            data-testid={`option-label-${i}`}
                          />
                        </Form.Item>
                        <Form.Item name={[f.name, 'label_en']} noStyle>
                          <Input
                            placeholder={t('templates.option_label_en')}
                            dir="ltr"
                            style={{ width: 200 }}
                            data-testid={`option-label-en-${i}`}
                          />
                        </Form.Item>
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={t('templates.remove')}
                          onClick={() => remove(f.name)}
                        />
                      </Space>
                    ))}
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() => add({ value: `option_${fields.length + 1}`, label: '', label_en: '' })}
                      data-testid="option-add"
                    >
                      {t('templates.add_option')}
                    </Button>
                    <Form.ErrorList errors={errors} />
                  </Space>
                )}
              </Form.List>
            </Form.Item>
          );
        }}
      </Form.Item>
    </ResourceForm>
  );
}
