import { RESTRICTED_SUBJECT_TYPE, TicketSubjectSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField, NamePairFields } from '../../components/resource-form';
import { type ColumnDef, searchFilter } from '../../components/resource-list';
import type { ResourceView } from '../../resources/define-resource';
import { subjectFormQuery } from './api';

type Allowed = { user_id: number }[];

/** The subject's fields; the allowed users appear (and are required) only for type 4 (spec §5). */
function SubjectFields() {
  const { t } = useTranslation();
  const q = useQuery(subjectFormQuery());
  const o = q.data?.data;
  const typeId = Form.useWatch('type_id', Form.useFormInstance()) as number | undefined;
  return (
    <>
      <NamePairFields
        fields={['subject', 'subject_en']}
        labels={['tickets.fields.subject', 'tickets.fields.subject_en']}
        maxLength={200}
        testId="field-subject"
      />
      <FormField name="note" label="tickets.fields.note">
        <Input.TextArea rows={2} maxLength={1000} data-testid="field-note" />
      </FormField>
      <FormField name="type_id" label="tickets.fields.type">
        <Select
          options={o?.types}
          loading={q.isLoading}
          placeholder={t('common.choose')}
          data-testid="field-type_id"
        />
      </FormField>
      <FormField name="group_id" label="tickets.fields.group">
        <Select
          options={o?.groups}
          loading={q.isLoading}
          placeholder={t('common.choose')}
          data-testid="field-group_id"
        />
      </FormField>
      {typeId === RESTRICTED_SUBJECT_TYPE && (
        <FormField
          name="allowedUsers"
          label="tickets.fields.allowed_users"
          getValueProps={(v: Allowed | undefined) => ({ value: (v ?? []).map((u) => u.user_id) })}
          normalize={(ids: number[]) => ids.map((user_id) => ({ user_id }))}
        >
          <Select
            mode="multiple"
            options={o?.users}
            showSearch
            optionFilterProp="label"
            placeholder={t('common.choose')}
            data-testid="field-allowedUsers"
          />
        </FormField>
      )}
    </>
  );
}

const columns: ColumnDef[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'subject', title: 'tickets.fields.subject' },
  { key: 'type_text', title: 'tickets.fields.type' },
  { key: 'group_name', title: 'tickets.fields.group', priority: 2 },
];

export const view: ResourceView = {
  columns,
  filters: [searchFilter('tickets.fields.search')],
  form: {
    schema: TicketSubjectSchema,
    initialValues: { type_id: 1, allowedUsers: [] },
    fields: <SubjectFields />,
  },
};
