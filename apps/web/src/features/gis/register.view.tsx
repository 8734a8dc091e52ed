import {
  type FieldSpec,
  GIS_REGISTERS,
  REGISTER_CONDITIONS,
  type RegisterDecl,
  type RegisterKey,
  registerSchema,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Input, InputNumber, Row, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GridField, NumberField } from '../../components/resource-form';
import type { ColumnDef, FilterDef, Row as ListRow } from '../../components/resource-list';
import type { ResourceView } from '../../resources/define-resource';
import { squareOptionsQuery } from './api';
import { GeoJsonIo } from './geojson-io';
import { GeometryField } from './geometry-field';

/** The web's resource keys (the menu's) → the contract's register keys. */
const KEYS: Record<string, RegisterKey> = {
  locations: 'locations',
  kitchens: 'kitchens',
  tents: 'tents',
  containers: 'containers',
  plots: 'plots',
  establishments: 'establishments',
  water_tapes: 'waterTapes',
  washrooms: 'washrooms',
  electrical_meters: 'electricalMeters',
};

const label = (field: string) => `gis.fields.${field}`;

function SquareSelect(props: { value?: number; onChange?: (v: number | undefined) => void }) {
  const { i18n, t } = useTranslation();
  const squares = useQuery(squareOptionsQuery());
  const en = i18n.language === 'en';
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={t('common.choose')}
      options={(squares.data ?? []).map((s) => ({ value: s.id, label: en ? s.name_en : s.name }))}
      {...props}
    />
  );
}

/**
 * A register field's control. The form item hands its value and change handler to its child (this
 * component): `bound` passes them on to the control, else the form never sees what is typed.
 */
function Control({ name, f, ...bound }: { name: string; f: FieldSpec } & Record<string, unknown>): ReactNode {
  const { t } = useTranslation();
  switch (f.kind) {
    case 'text':
      return <Input maxLength={f.max} data-testid={name} {...bound} />;
    case 'int':
      return <InputNumber min={0} style={{ width: '100%' }} data-testid={name} {...bound} />;
    case 'flag':
      return <Switch data-testid={name} {...bound} />;
    case 'date':
      return <Input type="date" dir="ltr" data-testid={name} {...bound} />;
    case 'color':
      return <Input type="color" data-testid={name} style={{ width: 80 }} {...bound} />;
    case 'choice':
      return (
        <Select
          {...bound}
          data-testid={name}
          options={f.options.map((o) => ({ value: o, label: t(`gis.options.${o}`) }))}
        />
      );
    case 'ids':
      return (
        <Select
          {...bound}
          mode="tags"
          data-testid={name}
          tokenSeparators={[',', ' ']}
          open={false}
          placeholder={t('gis.fields.camp_ids_hint')}
        />
      );
  }
}

function RegisterFields({ decl }: { decl: RegisterDecl }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <GridField md={24} name="geometry" label={label('geometry')}>
        <GeometryField kind={decl.geometry} />
      </GridField>
      {Object.entries(decl.fields).map(([name, f]) => (
        <GridField
          key={name}
          name={name}
          label={label(name)}
          md={f.kind === 'flag' ? 6 : 12}
          {...(f.kind === 'flag' ? { valuePropName: 'checked' } : {})}
          {...(f.kind === 'ids' ? { normalize: (v: string[]) => v.map(Number).filter(Boolean) } : {})}
        >
          <Control name={name} f={f} />
        </GridField>
      ))}
      <GridField name="square_id" label={label('square_id')}>
        <SquareSelect />
      </GridField>
      <NumberField name="camp_id" label={label('camp_id')} min={1} wide testId="camp_id" grid />
      <GridField name="condition" label={label('condition')}>
        <Select options={REGISTER_CONDITIONS.map((c) => ({ value: c, label: t(`gis.options.${c}`) }))} />
      </GridField>
      <GridField md={24} name="notes" label={label('notes')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </GridField>
    </Row>
  );
}

function Condition({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <>{t(`gis.options.${String(value)}`)}</>;
}

/** A register's list columns, filters and form, from its contract declaration. */
export function registerView(webKey: string): ResourceView {
  const key = KEYS[webKey];
  const decl: RegisterDecl = GIS_REGISTERS[key];
  const own = Object.entries(decl.fields).filter(([k, f]) => k !== decl.title && f.kind !== 'ids');
  const columns: ColumnDef<ListRow>[] = [
    { key: 'id', title: 'common.id', sortable: true, width: 80 },
    { key: decl.title, title: label(decl.title), sortable: true },
    ...own.slice(0, 4).map(([k, f]) => ({
      key: k,
      title: label(k),
      ...(f.kind === 'flag' ? { text: (r: ListRow) => (r[k] === 1 ? '✓' : '—') } : {}),
      priority: 2 as const,
    })),
    {
      key: 'condition',
      title: label('condition'),
      render: (r) => <Condition value={r.condition} />,
      text: (r) => String(r.condition),
    },
  ];
  const filters: FilterDef[] = [
    { name: 'search', label: 'gis.fields.search', type: 'text' },
    {
      name: 'condition',
      label: label('condition'),
      type: 'select',
      options: REGISTER_CONDITIONS.map((c) => ({ value: c, label: `gis.options.${c}` })),
    },
  ];
  return {
    columns,
    filters,
    toolbar: <GeoJsonIo path={decl.path} />,
    form: {
      schema: registerSchema(key),
      fields: <RegisterFields decl={decl} />,
      initialValues: { condition: 'working' },
    },
  };
}
