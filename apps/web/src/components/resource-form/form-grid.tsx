import { Col, type ColProps, Input, type InputProps, Select, type SelectProps } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-context';

type GridFieldProps = ComponentProps<typeof FormField> & { md?: number; col?: ColProps };

/**
 * One field of a form's grid: the whole row on a phone, `md` of 24 columns from a tablet
 * (default half) or the columns `col` gives, holding a FormField (`label` a dictionary key,
 * checked by the form's schema).
 */
export function GridField({ md = 12, col, ...field }: GridFieldProps) {
  return (
    <Col {...(col ?? { xs: 24, md })}>
      <FormField {...field} />
    </Col>
  );
}

export type ControlProps = Omit<GridFieldProps, 'children'> & {
  /** The control's test id. */
  testId: string;
  /** In the form's grid (`GridField`) rather than one under the other. */
  grid?: boolean;
};

/**
 * A text field: an input of at most `max` characters, or a text area of `rows` lines; `ltr` for
 * English text.
 */
export function TextField({
  max,
  rows,
  ltr,
  inputMode,
  testId,
  grid,
  ...field
}: ControlProps & { max: number; rows?: number; ltr?: boolean; inputMode?: InputProps['inputMode'] }) {
  const Field = grid ? GridField : FormField;
  const dir = ltr ? 'ltr' : undefined;
  return (
    <Field {...field}>
      {rows ? (
        <Input.TextArea rows={rows} maxLength={max} dir={dir} data-testid={testId} />
      ) : (
        <Input maxLength={max} inputMode={inputMode} dir={dir} data-testid={testId} />
      )}
    </Field>
  );
}

/** A choice among options searched as typed by their label, "choose…" until one is picked. */
export function SearchSelect(props: SelectProps) {
  const { t } = useTranslation();
  return <Select showSearch optionFilterProp="label" placeholder={t('common.choose')} {...props} />;
}

/** The column of the account forms (registration, users, employees): three across, one on a phone. */
const accountCol = { xs: 24, md: 12, xl: 8 } as const;

/** A field of an account form, in its column. */
export const AccountField = (props: GridFieldProps) => <GridField col={accountCol} {...props} />;

/**
 * A record's name in Arabic and in English, one under the other: `fields` the two field names
 * (default `name`, `name_en`), `labels` their dictionary keys, test ids `<testId>` and `<testId>-en`.
 */
export function NamePairFields({
  fields = ['name', 'name_en'],
  labels,
  maxLength,
  testId,
}: {
  fields?: readonly [string, string];
  labels: readonly [string, string];
  maxLength: number;
  testId: string;
}) {
  return (
    <>
      <FormField name={fields[0]} label={labels[0]}>
        <Input maxLength={maxLength} data-testid={testId} />
      </FormField>
      <FormField name={fields[1]} label={labels[1]}>
        <Input maxLength={maxLength} dir="ltr" data-testid={`${testId}-en`} />
      </FormField>
    </>
  );
}
