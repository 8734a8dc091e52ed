import { ViolationStoreSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { GridField, ResourceForm, SearchSelect } from '../../components/resource-form';
import { VIOLATIONS, violationFormQuery } from './api';

/**
 * /violations/new: the inspector records a violation on a camp (its square and company are the
 * server's); the photos are taken on the next screen, shrunk on the phone before upload.
 */
export function ViolationCreatePage() {
  const { t } = useTranslation();
  const opts = useQuery(violationFormQuery());
  const data = opts.data?.data;
  return (
    <ResourceForm
      schema={ViolationStoreSchema}
      mode="create"
      submitPath={VIOLATIONS.store}
      listPath="/violations"
      successPath={(answer) => `/violations/view/${(answer.data as { id: number }).id}`}
      title="violations.routes.violations_new"
    >
      <Row gutter={16}>
        <GridField name="camp_id" label="violations.fields.camp">
          <SearchSelect options={data?.camps} loading={opts.isLoading} data-testid="camp_id" />
        </GridField>
        <GridField name="violation_form_level_id" label="violations.fields.level">
          <Select
            options={data?.levels}
            placeholder={t('common.choose')}
            data-testid="violation_form_level_id"
          />
        </GridField>
        <GridField name="body" label="violations.fields.body" md={24}>
          <Input.TextArea rows={4} maxLength={5000} data-testid="body" />
        </GridField>
      </Row>
    </ResourceForm>
  );
}
