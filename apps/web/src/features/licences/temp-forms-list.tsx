import type { FormRow } from '@mashaer/contract';
import { CreateLink, listOf, ResourceList, rowAction, searchFilter } from '../../components/resource-list';
import { currentLang } from '../../i18n/i18n';
import { TEMP } from './temp-api';

/** /temp-licenses-forms: the temporary-licence forms (type `temp_license`) of the templates engine. */
export function TempFormsPage() {
  return (
    <ResourceList<FormRow>
      {...listOf(TEMP.forms, 'licences.routes.temp_forms', [
        { key: 'id', title: 'common.id', sortable: true, width: 70 },
        { key: currentLang() === 'en' ? 'name_en' : 'name', title: 'licences.temp.form_name' },
        { key: 'questions_count', title: 'licences.temp.questions_count', priority: 2 },
        { key: 'current_version', title: 'licences.temp.version', priority: 3 },
      ])}
      filters={[searchFilter('licences.temp.search_forms')]}
      rowActions={[rowAction.edit('licences.edit', (r) => `/temp-licenses-forms/update/${r.id}`)]}
      toolbar={
        <CreateLink
          to="/temp-licenses-forms/create"
          label="licences.routes.temp_form_create"
          testId="temp-form-new"
        />
      }
    />
  );
}
