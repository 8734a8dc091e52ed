import { CreateEmployeeSchema } from '@mashaer/contract';
import { Col, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField, ResourceForm } from '../../../components/resource-form';
import { PATHS } from '../api';
import { RoleSelect } from '../shared/role-select';

const col = { xs: 24, md: 12, xl: 8 } as const;

/** /employees/create: `users/create-employee`, a user under the caller's organisation. */
export default function EmployeeCreatePage() {
  const { t } = useTranslation();
  return (
    <ResourceForm
      schema={CreateEmployeeSchema}
      mode="create"
      submitPath={PATHS.createEmployee}
      listPath="/employees"
    >
      <Row gutter={16}>
        <Col {...col}>
          <FormField name="name" label="accounts.name">
            <Input data-testid="employee-name" />
          </FormField>
        </Col>
        <Col {...col}>
          <FormField name="first_name" label="register.first_name">
            <Input data-testid="employee-first_name" />
          </FormField>
        </Col>
        <Col {...col}>
          <FormField name="last_name" label="register.last_name">
            <Input data-testid="employee-last_name" />
          </FormField>
        </Col>
        <Col {...col}>
          <FormField name="email" label="accounts.email">
            <Input dir="ltr" type="email" autoComplete="off" data-testid="employee-email" />
          </FormField>
        </Col>
        <Col {...col}>
          <FormField name="phone" label="accounts.phone" extra={t('register.phone_hint')}>
            <Input dir="ltr" inputMode="numeric" data-testid="employee-phone" />
          </FormField>
        </Col>
        <Col {...col}>
          <FormField name="roles" label="accounts.roles">
            <RoleSelect forEmployee testId="employee-roles" />
          </FormField>
        </Col>
        <Col {...col}>
          <FormField name="password" label="register.password" extra={t('register.password_hint')}>
            <Input.Password dir="ltr" autoComplete="new-password" data-testid="employee-password" />
          </FormField>
        </Col>
        <Col {...col}>
          <FormField
            name="password_confirmation"
            label="register.password_confirmation"
            dependencies={['password']}
          >
            <Input.Password
              dir="ltr"
              autoComplete="new-password"
              data-testid="employee-password-confirmation"
            />
          </FormField>
        </Col>
      </Row>
    </ResourceForm>
  );
}
