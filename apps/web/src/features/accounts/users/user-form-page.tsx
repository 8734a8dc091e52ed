import { UserStoreSchema, UserUpdateSchema } from '@mashaer/contract';
import { DatePicker, Divider, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_DATE_FIELDS,
  AccountField,
  EmailPhoneFields,
  PasswordPair,
  ResourceForm,
  useFormTarget,
} from '../../../components/resource-form';
import { PATHS } from '../api';
import { typeOptions } from '../shared/labels';
import { RoleSelect } from '../shared/role-select';
import { useIsAdmin } from '../shared/use-can';

const TEXTS = [
  ['first_name', false],
  ['last_name', false],
  ['company_name_ar', false],
  ['company_name_en', false],
  ['vat_number', true],
  ['commercial_register_number', true],
  ['unified_number', true],
  ['owner_name', false],
  ['owner_identity_number', true],
  ['delegate_identity_number', true],
  ['national_address', false],
] as const;

/** The record of `users/edit/{id}` as form values: dates as dayjs, roles as ids. */
function toValues(u: Record<string, unknown>) {
  const v: Record<string, unknown> = { ...u, roles: ((u.roles as { id: number }[]) ?? []).map((r) => r.id) };
  for (const d of ACCOUNT_DATE_FIELDS) v[d] = u[d] ? dayjs(String(u[d])) : undefined;
  return v;
}

/** The roles meant for the type chosen above (the server refuses any other with 422). */
function RolesForChosenType(props: ComponentProps<typeof RoleSelect>) {
  const typeId = Form.useWatch('type_id', Form.useFormInstance()) as number | undefined;
  return <RoleSelect {...props} typeId={typeId} />;
}

/** /users/create and /users/update/:id: one form (spec §3 user fields, §5 rules). */
export default function UserFormPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const { edit, form } = useFormTarget({
    edit: PATHS.usersEdit,
    update: PATHS.usersUpdate,
    store: PATHS.usersStore,
  });
  const types = typeOptions((x) => x.code !== 'admin' || isAdmin);
  return (
    <ResourceForm
      schema={edit ? UserUpdateSchema : UserStoreSchema}
      {...form}
      toValues={toValues}
      listPath="/users"
    >
      <Divider titlePlacement="start">{t('accounts.section_account')}</Divider>
      <Row gutter={16}>
        <AccountField name="name" label="accounts.name">
          <Input data-testid="user-name" />
        </AccountField>
        <EmailPhoneFields testPrefix="user" />
        <AccountField name="type_id" label="accounts.type">
          <Select options={types} placeholder={t('common.choose')} data-testid="user-type" />
        </AccountField>
        <AccountField name="prefix" label="register.prefix">
          <Input dir="ltr" inputMode="numeric" data-testid="user-prefix" />
        </AccountField>
        <AccountField name="roles" label="accounts.roles">
          <RolesForChosenType testId="user-roles" />
        </AccountField>
        <PasswordPair
          hint={edit ? 'accounts.password_keep' : 'register.password_hint'}
          testIds={['user-password', 'user-password-confirmation']}
        />
      </Row>
      <Divider titlePlacement="start">{t('register.section_company')}</Divider>
      <Row gutter={16}>
        {TEXTS.map(([name, digits]) => (
          <AccountField key={name} name={name} label={`register.${name}`}>
            <Input
              dir={digits ? 'ltr' : undefined}
              inputMode={digits ? 'numeric' : undefined}
              data-testid={`user-${name}`}
            />
          </AccountField>
        ))}
      </Row>
      <Divider titlePlacement="start">{t('register.section_licences')}</Divider>
      <Row gutter={16}>
        {ACCOUNT_DATE_FIELDS.map((name) => (
          <AccountField key={name} name={name} label={`register.${name}`}>
            <DatePicker style={{ width: '100%' }} data-testid={`user-${name}`} />
          </AccountField>
        ))}
      </Row>
    </ResourceForm>
  );
}
