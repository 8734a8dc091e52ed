import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountField } from './form-grid';

/** The licence expiry dates of a company account (spec 000 §3): registration, the user form and view. */
export const ACCOUNT_DATE_FIELDS = [
  'commercial_register_expiry',
  'business_license_expiry',
  'practice_certificate_expiry',
  'classification_certificate_expiry',
  'hajj_license_expiry',
] as const;

/**
 * A password and its confirmation (spec 000 §3), each in its column: registration, the user form
 * and the employee form. `hint` is a dictionary key shown under the password.
 */
export function PasswordPair({ hint, testIds }: { hint: string; testIds: readonly [string, string] }) {
  const { t } = useTranslation();
  return (
    <>
      <AccountField name="password" label="register.password" extra={t(hint)}>
        <Input.Password dir="ltr" autoComplete="new-password" data-testid={testIds[0]} />
      </AccountField>
      <AccountField
        name="password_confirmation"
        label="register.password_confirmation"
        dependencies={['password']}
      >
        <Input.Password dir="ltr" autoComplete="new-password" data-testid={testIds[1]} />
      </AccountField>
    </>
  );
}

/** The e-mail and mobile of an account the portal creates (users, employees): `<prefix>-email`, `<prefix>-phone`. */
export function EmailPhoneFields({ testPrefix }: { testPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <AccountField name="email" label="accounts.email">
        <Input dir="ltr" type="email" autoComplete="off" data-testid={`${testPrefix}-email`} />
      </AccountField>
      <AccountField name="phone" label="accounts.phone" extra={t('register.phone_hint')}>
        <Input dir="ltr" inputMode="numeric" data-testid={`${testPrefix}-phone`} />
      </AccountField>
    </>
  );
}
