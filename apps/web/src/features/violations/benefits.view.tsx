import { PublicBenefitSchema } from '@mashaer/contract';
import { Input, InputNumber } from 'antd';
import { FormField } from '../../components/resource-form';
import type { ResourceView } from '../../resources/define-resource';

/** Public benefits: the bathroom complex number and its total rooms (both required, spec §5). */
export const benefits: ResourceView = {
  columns: [
    { key: 'id', title: 'common.id', sortable: true, width: 70 },
    { key: 'label_number', title: 'violations.benefits.label_number', sortable: true },
    { key: 'num_of_rooms', title: 'violations.benefits.num_of_rooms', sortable: true },
    { key: 'description', title: 'violations.benefits.description', priority: 3 },
  ],
  filters: [{ name: 'search', label: 'violations.benefits.search', type: 'text' }],
  form: {
    schema: PublicBenefitSchema,
    fields: (
      <>
        <FormField name="label_number" label="violations.benefits.label_number">
          <Input maxLength={50} data-testid="label_number" />
        </FormField>
        <FormField name="num_of_rooms" label="violations.benefits.num_of_rooms">
          <InputNumber min={1} data-testid="num_of_rooms" />
        </FormField>
        <FormField name="description" label="violations.benefits.description">
          <Input.TextArea rows={2} maxLength={1000} data-testid="description" />
        </FormField>
      </>
    ),
  },
};
