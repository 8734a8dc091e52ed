import {
  CATEGORY_AUDIENCE_LABELS,
  CATEGORY_AUDIENCES,
  type QuestionCategoryRow,
  QuestionCategorySchema,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Radio, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField, NamePairFields } from '../../../components/resource-form';
import { searchFilter, textColumn } from '../../../components/resource-list';
import { currentLang } from '../../../i18n/i18n';
import type { ResourceView } from '../../../resources/define-resource';
import { categoryFormDataQuery } from '../api';
import { bi } from '../labels';

/** The audience and, for `users`/`types`, whom it names (spec §5's two messages). */
function AudienceFields() {
  const { t } = useTranslation();
  const data = useQuery(categoryFormDataQuery());
  const opts = data.data?.data;
  const options = (list: { value: unknown; label: string }[] = []) =>
    list.map((u) => ({ value: Number(u.value), label: u.label }));
  const audiences = CATEGORY_AUDIENCES.map((v) => ({
    value: v,
    label: CATEGORY_AUDIENCE_LABELS[v][currentLang()],
  }));
  return (
    <>
      <FormField name="audience" label="templates.audience">
        <Radio.Group optionType="button" options={audiences} data-testid="category-audience" />
      </FormField>
      <Form.Item noStyle dependencies={['audience']}>
        {({ getFieldValue }) =>
          getFieldValue('audience') === 'users' ? (
            <FormField name="user_ids" label="templates.users" required>
              <Select
                mode="multiple"
                loading={data.isLoading}
                optionFilterProp="label"
                placeholder={t('common.choose')}
                options={options(opts?.users)}
                data-testid="category-users"
              />
            </FormField>
          ) : getFieldValue('audience') === 'types' ? (
            <FormField name="type_ids" label="templates.user_types" required>
              <Select
                mode="multiple"
                optionFilterProp="label"
                placeholder={t('common.choose')}
                options={options(opts?.user_types)}
                data-testid="category-types"
              />
            </FormField>
          ) : null
        }
      </Form.Item>
    </>
  );
}

export const view: ResourceView<QuestionCategoryRow> = {
  columns: [
    { key: 'id', title: 'common.id', sortable: true, width: 80 },
    textColumn('name', 'templates.name_column', (r) => bi(r, 'name'), { sortable: true }),
    {
      key: 'audience',
      title: 'templates.audience',
      render: (r) => <Tag color="blue">{r.audience_text}</Tag>,
      text: (r) => r.audience_text,
    },
    { key: 'questions_count', title: 'templates.questions_count' },
  ],
  filters: [
    searchFilter('templates.search'),
    { name: 'audience', label: 'templates.audience', type: 'select' },
  ],
  form: {
    schema: QuestionCategorySchema,
    initialValues: { audience: 'all' },
    fields: (
      <>
        <NamePairFields
          labels={['templates.name', 'templates.name_en']}
          maxLength={150}
          testId="category-name"
        />
        <AudienceFields />
      </>
    ),
  },
};
