import { Col, Select, type SelectProps } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-context';

/**
 * One field of a form's grid: the whole row on a phone, `md` of 24 columns from a tablet
 * (default half), holding a FormField (`label` a dictionary key, checked by the form's schema).
 */
export function GridField({ md = 12, ...field }: ComponentProps<typeof FormField> & { md?: number }) {
  return (
    <Col xs={24} md={md}>
      <FormField {...field} />
    </Col>
  );
}

/** A choice among options searched as typed by their label, "choose…" until one is picked. */
export function SearchSelect(props: SelectProps) {
  const { t } = useTranslation();
  return <Select showSearch optionFilterProp="label" placeholder={t('common.choose')} {...props} />;
}
