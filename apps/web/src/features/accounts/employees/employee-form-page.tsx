import { CreateEmployeeSchema, UpdateEmployeeSchema } from '@mashaer/contract';
import { Input, Row } from 'antd';
import { AccountField, EmailPhoneFields, PasswordPair } from '../../../components/resource-form';
import { ResourceForm, useFormTarget } from '../../../components/resource-form/resource-form';
import { PATHS } from '../api';
import { RoleSelect } from '../shared/role-select';

/** The record of `users/employees/edit/{id}` as form values: roles as ids. */
const toValues = (u: Record<string, unknown>) => ({
  ...u,
  roles: ((u.roles as { id: number }[]) ?? []).map((r) => r.id),
});

/**
 * /employees/create (`users/create-employee`) and /employees/update/:id
 * (`users/employees/update/{id}`): a user under the caller's organisation, with its roles.
 */
export default function EmployeeFormPage() {
  const { edit, form } = useFormTarget({
    edit: PATHS.employeesEdit,
    update: PATHS.employeesUpdate,
    store: PATHS.createEmployee,
  });
  return (
    <ResourceForm
      schema={edit ? UpdateEmployeeSchema : CreateEmployeeSchema}
      {...form}
      toValues={toValues}
      listPath="/employees"
    >
      <Row gutter={16}>
        <AccountField name="name" label="accounts.name">
          <Input data-testid="employee-name" />
        </AccountField>
        <AccountField name="first_name" label="register.first_name">
          <Input data-testid="employee-first_name" />
        </AccountField>
        <AccountField name="last_name" label="register.last_name">
          <Input data-testid="employee-last_name" />
        </AccountField>
        <EmailPhoneFields testPrefix="employee" />
        <AccountField name="roles" label="accounts.roles">
          <RoleSelect forEmployee testId="employee-roles" />
        </AccountField>
        <PasswordPair
          hint={edit ? 'accounts.password_keep' : 'register.password_hint'}
          testIds={['employee-password', 'employee-password-confirmation']}
        />
      </Row>
    </ResourceForm>
  );
}
