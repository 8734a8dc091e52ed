import { USER_TYPES } from '@mashaer/contract';
import { DatePicker, Divider, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AccountField, GridField, PasswordPair } from '../../../components/resource-form';

const registrable = USER_TYPES.filter((t) => t.registrable);

/** Expiry dates lie in the future (the server refuses past ones: validation.date_future). */
const date = (
  <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs().add(1, 'day'), 'day')} />
);
const ltr = (testId: string, extra: Record<string, unknown> = {}) => (
  <Input dir="ltr" data-testid={`reg-${testId}`} {...extra} />
);

/**
 * The registration text fields (spec 000 §3 "Company or user registration data"), shared by
 * /register and /complete-register-forms; `withPassword` adds the password pair.
 */
export function CompanyFields({ withPassword }: { withPassword: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  return (
    <>
      <Divider titlePlacement="start">{t('register.section_account')}</Divider>
      <Row gutter={16}>
        <AccountField name="type_id" label="register.type_id">
          <Select
            options={registrable.map((x) => ({ value: x.id, label: x[lang] }))}
            placeholder={t('common.choose')}
            data-testid="reg-type_id"
          />
        </AccountField>
        <AccountField name="first_name" label="register.first_name">
          <Input data-testid="reg-first_name" />
        </AccountField>
        <AccountField name="last_name" label="register.last_name">
          <Input data-testid="reg-last_name" />
        </AccountField>
        <AccountField name="name" label="register.name">
          <Input data-testid="reg-name" />
        </AccountField>
        <AccountField name="email" label="register.email">
          {ltr('email', { type: 'email', autoComplete: 'email' })}
        </AccountField>
        <AccountField name="phone" label="register.phone" extra={t('register.phone_hint')}>
          {ltr('phone', { inputMode: 'numeric', autoComplete: 'tel' })}
        </AccountField>
        <AccountField name="prefix" label="register.prefix">
          {ltr('prefix', { inputMode: 'numeric' })}
        </AccountField>
        {withPassword && (
          <PasswordPair
            hint="register.password_hint"
            testIds={['reg-password', 'reg-password_confirmation']}
          />
        )}
      </Row>
      <Divider titlePlacement="start">{t('register.section_company')}</Divider>
      <Row gutter={16}>
        <AccountField name="company_name_ar" label="register.company_name_ar">
          <Input dir="rtl" lang="ar" data-testid="reg-company_name_ar" />
        </AccountField>
        <AccountField name="company_name_en" label="register.company_name_en">
          {ltr('company_name_en', { lang: 'en' })}
        </AccountField>
        <AccountField name="vat_number" label="register.vat_number">
          {ltr('vat_number', { inputMode: 'numeric' })}
        </AccountField>
        <AccountField name="commercial_register_number" label="register.commercial_register_number">
          {ltr('commercial_register_number', { inputMode: 'numeric' })}
        </AccountField>
        <AccountField name="commercial_register_expiry" label="register.commercial_register_expiry">
          {date}
        </AccountField>
        <AccountField name="unified_number" label="register.unified_number">
          {ltr('unified_number', { inputMode: 'numeric' })}
        </AccountField>
        <AccountField name="owner_name" label="register.owner_name">
          <Input data-testid="reg-owner_name" />
        </AccountField>
        <AccountField name="owner_identity_number" label="register.owner_identity_number">
          {ltr('owner_identity_number', { inputMode: 'numeric' })}
        </AccountField>
        <AccountField name="delegate_identity_number" label="register.delegate_identity_number">
          {ltr('delegate_identity_number', { inputMode: 'numeric' })}
        </AccountField>
        <GridField md={24} name="national_address" label="register.national_address">
          <Input.TextArea rows={2} data-testid="reg-national_address" />
        </GridField>
      </Row>
      <Divider titlePlacement="start">{t('register.section_licences')}</Divider>
      <Row gutter={16}>
        {(
          [
            'business_license_expiry',
            'practice_certificate_expiry',
            'classification_certificate_expiry',
            'hajj_license_expiry',
          ] as const
        ).map((name) => (
          <AccountField key={name} name={name} label={`register.${name}`}>
            {date}
          </AccountField>
        ))}
      </Row>
    </>
  );
}
