import { RESTRICTED_SUBJECT_TYPE, TicketSubjectSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField, NamePairFields, SearchSelect, TextField } from '../../components/resource-form';
import { type ColumnDef, searchFilter } from '../../components/resource-list';
import type { ResourceView } from '../../resources/define-resource';
import { subjectFormQuery } from './api';

type Allowed = { user_id: number }[];

/** The subject's two choices: its field, label and the form data's options. */
const choices = [
  ['type_id', 'tickets.fields.type', 'types'],
  ['group_id', 'tickets.fields.group', 'groups'],
] as const;

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
      <TextField name="note" label="tickets.fields.note" max={1000} rows={2} testId="field-note" />
      {choices.map(([name, label, options]) => (
        <FormField key={name} name={name} label={label}>
          <Select
            options={o?.[options]}
            loading={q.isLoading}
            placeholder={t('common.choose')}
            data-testid={`field-${name}`}
          />
        </FormField>
      ))}
      {typeId === RESTRICTED_SUBJECT_TYPE && (
        <FormField
          name="allowedUsers"
          label="tickets.fields.allowed_users"
          getValueProps={(v: Allowed | undefined) => ({ value: (v ?? []).map((u) => u.user_id) })}
          normalize={(ids: number[]) => ids.map((user_id) => ({ user_id }))}
        >
          <SearchSelect mode="multiple" options={o?.users} data-testid="field-allowedUsers" />
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
