import type { FormRecord } from '@mashaer/contract';
import { TempFormSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useRef } from 'react';
import { FormField } from '../../components/resource-form/form-context';
import { NamePairFields } from '../../components/resource-form/form-grid';
import { basePaths, ResourceForm, useFormTarget } from '../../components/resource-form/resource-form';
import { currentLang } from '../../i18n/i18n';
import { TEMP, tempFormDataQuery } from './temp-api';

/**
 * One form for /temp-licenses-forms/create and update/:id: names and the questions in order; the
 * signers and categories a form already has are kept (the templates screens edit those).
 */
function TempFormForm({ mode }: { mode: 'create' | 'edit' }) {
  const { form } = useFormTarget(basePaths(TEMP.forms));
  // What the edit kept to send back: the signers without their names.
  type Signer = Omit<FormRecord['signers'][number], 'type_name'>;
  const kept = useRef<{ signers: Signer[]; withCategory: FormRecord['withCategory'] }>({
    signers: [],
    withCategory: 0,
  });
  const lang = currentLang();
  const data = useQuery(tempFormDataQuery());
  const options = (data.data?.data.questions ?? []).map((q) => ({
    value: q.id,
    label: lang === 'en' ? q.title_en : q.title,
  }));
  return (
    <ResourceForm
      schema={TempFormSchema}
      {...form}
      toValues={(r: FormRecord) => {
        kept.current = {
          withCategory: r.withCategory,
          signers: r.signers.map((s) => ({
            type_id: s.type_id,
            signer_num: s.signer_num,
            user_id: s.user_id ?? null,
          })),
        };
        return { name: r.name, name_en: r.name_en, question_ids: r.question_ids };
      }}
      toBody={(v: Record<string, unknown>) => ({ ...v, ...kept.current })}
      listPath="/temp-licenses-forms"
      title={mode === 'edit' ? 'licences.routes.temp_form_update' : 'licences.routes.temp_form_create'}
    >
      <NamePairFields
        labels={['licences.temp.form_name_ar', 'licences.temp.form_name_en']}
        maxLength={200}
        testId="temp-form-name"
      />
      <FormField name="question_ids" label="licences.temp.questions">
        <Select
          mode="multiple"
          options={options}
          loading={data.isLoading}
          optionFilterProp="label"
          data-testid="temp-form-questions"
        />
      </FormField>
    </ResourceForm>
  );
}

export const TempFormCreatePage = () => <TempFormForm mode="create" />;
export const TempFormUpdatePage = () => <TempFormForm mode="edit" />;
