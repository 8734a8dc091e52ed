import { Col, Input, Row } from 'antd';
import type { z } from 'zod';
import { FormField } from '../components/resource-form';
import type { ColumnDef, FilterDef, Row as ListRow } from '../components/resource-list';
import type { ResourceView } from './define-resource';

/**
 * The one implementation of a resource that is an id and a name in two languages (squares, cities,
 * countries, user types, user categories): its columns, its search filter and its form fields.
 * Two looks keep today's screens as they are: `pair` (the two names side by side, isolated text)
 * and `stack` (one under the other, 100 characters at most).
 */
export type NamesSpec = {
  /** The record's Arabic and English name fields (`name`/`name_en`, `name_ar`/`name_en`). */
  ar: string;
  en: string;
  /** Dictionary keys of the two labels and of the search filter. */
  labels: { ar: string; en: string; search: string };
  look: 'pair' | 'stack';
};

const cell = (dir: 'rtl' | 'ltr', field: string) => (r: ListRow) => (
  <bdi dir={dir}>{String(r[field] ?? '—')}</bdi>
);

export function namesColumns<T extends ListRow>(s: NamesSpec): ColumnDef<T>[] {
  const pair = s.look === 'pair';
  const column = (field: string, title: string, dir: 'rtl' | 'ltr'): ColumnDef<T> => ({
    key: field,
    title,
    sortable: true,
    ...(pair ? { render: cell(dir, field), text: (r: T) => String(r[field] ?? '') } : {}),
  });
  return [
    { key: 'id', title: 'common.id', sortable: true, width: pair ? 70 : 80 },
    column(s.ar, s.labels.ar, 'rtl'),
    column(s.en, s.labels.en, 'ltr'),
  ];
}

export const namesFilters = (s: NamesSpec): FilterDef[] => [
  { name: 'search', label: s.labels.search, type: 'text' },
];

function NamesFields({ spec: s }: { spec: NamesSpec }) {
  if (s.look === 'stack')
    return (
      <>
        <FormField name={s.ar} label={s.labels.ar}>
          <Input maxLength={100} data-testid={s.ar} />
        </FormField>
        <FormField name={s.en} label={s.labels.en}>
          <Input maxLength={100} dir="ltr" data-testid={s.en} />
        </FormField>
      </>
    );
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <FormField name={s.ar} label={s.labels.ar}>
          <Input dir="rtl" data-testid="name-ar" />
        </FormField>
      </Col>
      <Col xs={24} md={12}>
        <FormField name={s.en} label={s.labels.en}>
          <Input dir="ltr" data-testid="name-en" />
        </FormField>
      </Col>
    </Row>
  );
}

/** The whole view of a names resource: columns, search, the form on the contract's schema. */
export const namesView = (
  spec: NamesSpec,
  schema: z.ZodType,
  extra: Partial<ResourceView> = {},
): ResourceView => ({
  columns: namesColumns(spec),
  filters: namesFilters(spec),
  form: { schema, fields: <NamesFields spec={spec} /> },
  ...extra,
});
