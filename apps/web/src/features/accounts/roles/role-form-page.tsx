import { RoleSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/page-state/page-states';
import { FormField, GridField, ResourceForm, useFormTarget } from '../../../components/resource-form';
import { PATHS, permissionCatalogueQuery } from '../api';
import { typeOptions } from '../shared/labels';
import { PermissionPicker } from './permission-picker';

/** /roles/create and /roles/:id: the names in both languages and the permissions. */
export default function RoleFormPage() {
  const { t } = useTranslation();
  const { form } = useFormTarget({
    edit: PATHS.rolesEdit,
    update: PATHS.rolesUpdate,
    store: PATHS.rolesStore,
  });
  const catalogue = useQuery(permissionCatalogueQuery());
  if (catalogue.isError || !catalogue.data) return <QueryState query={catalogue} />;
  return (
    <ResourceForm schema={RoleSchema} {...form} listPath="/roles" initialValues={{ permissions: [] }}>
      <Row gutter={16}>
        <GridField name="name" label="accounts.name_ar">
          <Input dir="rtl" data-testid="role-name" />
        </GridField>
        <GridField name="name_en" label="accounts.name_en">
          <Input dir="ltr" data-testid="role-name-en" />
        </GridField>
        <Col xs={24}>
          {/* Who the role is meant for: the approve dialog and the user form offer it only to these. */}
          <FormField name="type_ids" label="accounts.role_types" extra={t('accounts.role_types_hint')}>
            <Select
              mode="multiple"
              options={typeOptions()}
              optionFilterProp="label"
              data-testid="role-types"
            />
          </FormField>
        </Col>
      </Row>
      <FormField name="permissions" label="accounts.permissions">
        <PermissionPicker catalogue={catalogue.data.data} />
      </FormField>
    </ResourceForm>
  );
}
