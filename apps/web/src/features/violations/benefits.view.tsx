import { PublicBenefitSchema } from '@mashaer/contract';
import { NumberField, TextField } from '../../components/resource-form';
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
        <TextField
          name="label_number"
          label="violations.benefits.label_number"
          max={50}
          testId="label_number"
        />
        <NumberField
          name="num_of_rooms"
          label="violations.benefits.num_of_rooms"
          min={1}
          testId="num_of_rooms"
        />
        <TextField
          name="description"
          label="violations.benefits.description"
          max={1000}
          rows={2}
          testId="description"
        />
      </>
    ),
  },
};
