import { USER_TYPES } from '@mashaer/contract';
import { DatePicker, Divider, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
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

/** One registration field, labelled `register.<name>`: a text input unless another control is given. */
const field = (
  name: string,
  control: ReactNode = <Input data-testid={`reg-${name}`} />,
  extra?: ReactNode,
) => (
  <AccountField key={name} name={name} label={`register.${name}`} extra={extra}>
    {control}
  </AccountField>
);
/** A number typed left to right (identity, register and VAT numbers). */
const numeric = (name: string) => field(name, ltr(name, { inputMode: 'numeric' }));

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
        {field(
          'type_id',
          <Select
            options={registrable.map((x) => ({ value: x.id, label: x[lang] }))}
            placeholder={t('common.choose')}
            data-testid="reg-type_id"
          />,
        )}
        {['first_name', 'last_name', 'name'].map((name) => field(name))}
        {field('email', ltr('email', { type: 'email', autoComplete: 'email' }))}
        {field(
          'phone',
          ltr('phone', { inputMode: 'numeric', autoComplete: 'tel' }),
          t('register.phone_hint'),
        )}
        {numeric('prefix')}
        {withPassword && (
          <PasswordPair
            hint="register.password_hint"
            testIds={['reg-password', 'reg-password_confirmation']}
          />
        )}
      </Row>
      <Divider titlePlacement="start">{t('register.section_company')}</Divider>
      <Row gutter={16}>
        {field('company_name_ar', <Input dir="rtl" lang="ar" data-testid="reg-company_name_ar" />)}
        {field('company_name_en', ltr('company_name_en', { lang: 'en' }))}
        {['vat_number', 'commercial_register_number'].map(numeric)}
        {field('commercial_register_expiry', date)}
        {numeric('unified_number')}
        {field('owner_name')}
        {['owner_identity_number', 'delegate_identity_number'].map(numeric)}
        <GridField md={24} name="national_address" label="register.national_address">
          <Input.TextArea rows={2} data-testid="reg-national_address" />
        </GridField>
      </Row>
      <Divider titlePlacement="start">{t('register.section_licences')}</Divider>
      <Row gutter={16}>
        {[
          'business_license_expiry',
          'practice_certificate_expiry',
          'classification_certificate_expiry',
          'hajj_license_expiry',
        ].map((name) => field(name, date))}
      </Row>
    </>
  );
}
