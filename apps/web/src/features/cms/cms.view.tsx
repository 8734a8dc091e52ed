import { CheckOutlined } from '@ant-design/icons';
import { NewsBarSchema, TermsSchema } from '@mashaer/contract';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { z } from 'zod';
import { FormField } from '../../components/resource-form';
import { rowAction } from '../../components/resource-list';
import type { ResourceView } from '../../resources/define-resource';
import { bilingual, id, search, visibleField } from './content.view';

const day = (v: unknown) =>
  v && typeof v === 'object' && 'format' in v ? (v as dayjs.Dayjs).format('YYYY-MM-DD') : v;
const dateField = (name: string, label: string) => (
  <FormField
    name={name}
    label={label}
    getValueProps={(v: string | null | undefined) => ({ value: v ? dayjs(v) : undefined })}
    normalize={(v: dayjs.Dayjs | null) => (v ? v.format('YYYY-MM-DD') : '')}
  >
    <DatePicker style={{ width: '100%' }} data-testid={`field-${name}`} />
  </FormField>
);

const NewsBarForm = NewsBarSchema.extend({
  starts_on: z.preprocess(day, NewsBarSchema.shape.starts_on),
  ends_on: z.preprocess(day, NewsBarSchema.shape.ends_on),
});

export { engGuide, newsCenter, settings } from './content.view';

export const newsBar: ResourceView = {
  columns: [
    id,
    { key: 'text', title: 'cms.fields.text' },
    { key: 'text_en', title: 'cms.fields.text_en', priority: 2 },
    { key: 'visible', title: 'cms.fields.visible', text: (r) => (r.visible ? '✓' : '—') },
    { key: 'starts_on', title: 'cms.fields.starts_on', priority: 3 },
    { key: 'ends_on', title: 'cms.fields.ends_on', priority: 3 },
  ],
  filters: search,
  form: {
    schema: NewsBarForm,
    initialValues: { visible: 1 },
    fields: (
      <>
        {bilingual('text', 500)}
        {visibleField}
        {dateField('starts_on', 'cms.fields.starts_on')}
        {dateField('ends_on', 'cms.fields.ends_on')}
      </>
    ),
  },
};

export const terms: ResourceView = {
  columns: [
    { key: 'version', title: 'cms.fields.version', sortable: true, width: 90 },
    { key: 'title', title: 'cms.fields.title' },
    { key: 'title_en', title: 'cms.fields.title_en', priority: 2 },
    {
      key: 'published_at',
      title: 'cms.fields.published_at',
      text: (r) => String(r.published_at ?? '—').slice(0, 10),
    },
  ],
  filters: search,
  rowActions: [
    rowAction.status(
      'publish',
      'cms.actions.publish',
      <CheckOutlined />,
      (r) => ({ path: `terms/publish/${r.id}` }),
      {
        visible: (r) => !r.published_at,
      },
    ),
  ],
  form: {
    schema: TermsSchema,
    fields: (
      <>
        {bilingual('title', 300)}
        {bilingual('body', 20_000, 8)}
      </>
    ),
  },
};
