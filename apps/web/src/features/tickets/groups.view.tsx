import { TicketGroupSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { FormField, NamePairFields, SearchSelect } from '../../components/resource-form';
import { type ColumnDef, searchFilter } from '../../components/resource-list';
import type { ResourceView } from '../../resources/define-resource';
import { groupFormQuery } from './api';

/** The group's names and its admins (authority staff, from `ticket/ticket_group/create`). */
function GroupFields() {
  const q = useQuery(groupFormQuery());
  return (
    <>
      <NamePairFields
        fields={['name', 'name_en']}
        labels={['tickets.fields.group_name', 'tickets.fields.group_name_en']}
        maxLength={200}
        testId="field-name"
      />
      <FormField name="admin_ids" label="tickets.fields.admins">
        <SearchSelect
          mode="multiple"
          options={q.data?.data.admins}
          loading={q.isLoading}
          data-testid="field-admin_ids"
        />
      </FormField>
    </>
  );
}

const columns: ColumnDef[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'name', title: 'tickets.fields.group_name', sortable: true },
  { key: 'name_en', title: 'tickets.fields.group_name_en', priority: 2 },
  {
    key: 'admin_ids',
    title: 'tickets.fields.admins_count',
    render: (row) => (row.admin_ids as number[]).length,
    text: (row) => (row.admin_ids as number[]).length,
  },
];

export const view: ResourceView = {
  columns,
  filters: [searchFilter('tickets.fields.group_search')],
  form: { schema: TicketGroupSchema, initialValues: { admin_ids: [] }, fields: <GroupFields /> },
};
