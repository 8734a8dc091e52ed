import { ViolationLevelSchema } from '@mashaer/contract';
import { Input } from 'antd';
import { FormField, NamePairFields, NumberField } from '../../components/resource-form';
import { ColorLabel } from '../../components/resource-list';
import type { ResourceView } from '../../resources/define-resource';

/** Violation levels (spec §9: configurable): name in two languages, order, colour, deadline, fine. */
export const levels: ResourceView = {
  columns: [
    { key: 'severity', title: 'violations.fields.severity', sortable: true, width: 80 },
    { key: 'name', title: 'violations.fields.name', sortable: true },
    { key: 'name_en', title: 'violations.fields.name_en' },
    {
      key: 'color',
      title: 'violations.fields.color',
      render: (r) => <ColorLabel color={String(r.color)}>{String(r.color)}</ColorLabel>,
    },
    { key: 'fix_hours', title: 'violations.fields.fix_hours' },
    { key: 'fine', title: 'violations.fields.fine', text: (r) => (Number(r.fine) / 100).toFixed(2) },
  ],
  filters: [{ name: 'search', label: 'violations.fields.search', type: 'text' }],
  form: {
    schema: ViolationLevelSchema,
    initialValues: { color: '#fa8c16', fix_hours: 48, fine: 0, severity: 1 },
    fields: (
      <>
        <NamePairFields
          labels={['violations.fields.name', 'violations.fields.name_en']}
          maxLength={100}
          testId="name"
        />
        <NumberField name="severity" label="violations.fields.severity" min={1} max={100} testId="severity" />
        <FormField name="color" label="violations.fields.color">
          <Input type="color" style={{ width: 80 }} data-testid="color" />
        </FormField>
        <NumberField name="fix_hours" label="violations.fields.fix_hours" min={1} testId="fix_hours" />
        <NumberField name="fine" label="violations.fields.fine_halalas" min={0} testId="fine" />
      </>
    ),
  },
};
