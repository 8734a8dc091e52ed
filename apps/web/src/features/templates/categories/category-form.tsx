import { CATEGORY_AUDIENCE_LABELS, CATEGORY_AUDIENCES, QuestionCategorySchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField, ResourceForm } from '../../../components/resource-form';
import { currentLang } from '../../../i18n/i18n';
import { fetchCategoryFormData, PATHS } from '../api';

/** A question category: its names and who answers its questions (spec §5's two messages). */
export function CategoryForm({ mode, id }: { mode: 'create' | 'edit'; id?: string }) {
  const { t } = useTranslation();
  const data = useQuery({ queryKey: ['templates', 'category-data'], queryFn: fetchCategoryFormData });
  const opts = data.data?.data;
  return (
    <ResourceForm
      schema={QuestionCategorySchema}
      mode={mode}
      loadPath={id ? PATHS.categoryEdit(id) : undefined}
      submitPath={id ? PATHS.categoryUpdate(id) : PATHS.categoryStore}
      listPath="/question-category"
      initialValues={{ audience: 'all' }}
    >
      <FormField name="name" label="templates.name">
        <Input maxLength={150} data-testid="category-name" />
      </FormField>
      <FormField name="name_en" label="templates.name_en">
        <Input maxLength={150} dir="ltr" data-testid="category-name-en" />
      </FormField>
      <FormField name="audience" label="templates.audience">
        <Radio.Group
          optionType="button"
          options={CATEGORY_AUDIENCES.map((v) => ({
            value: v,
            label: CATEGORY_AUDIENCE_LABELS[v][currentLang()],
          }))}
          data-testid="category-audience"
        />
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
                options={(opts?.users ?? []).map((u) => ({ value: Number(u.value), label: u.label }))}
                data-testid="category-users"
              />
            </FormField>
          ) : getFieldValue('audience') === 'types' ? (
            <FormField name="type_ids" label="templates.user_types" required>
              <Select
                mode="multiple"
                optionFilterProp="label"
                placeholder={t('common.choose')}
                options={(opts?.user_types ?? []).map((u) => ({ value: Number(u.value), label: u.label }))}
                data-testid="category-types"
              />
            </FormField>
          ) : null
        }
      </Form.Item>
    </ResourceForm>
  );
}
