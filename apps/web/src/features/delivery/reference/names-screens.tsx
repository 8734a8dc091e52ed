import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SquareSchema } from '@mashaer/contract';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormField, ResourceForm } from '../../../components/resource-form';
import { type ColumnDef, ResourceList } from '../../../components/resource-list';

/** Squares, cities and countries: bilingual names, the same screens (spec §2 /squares, /city, /countries). */
export type NamesResource = { api: string; route: string; key: string };
export const SQUARES: NamesResource = { api: 'general/squares', route: '/squares', key: 'squares' };
export const CITIES: NamesResource = { api: 'general/cities', route: '/city', key: 'cities' };
export const COUNTRIES: NamesResource = { api: 'general/countries', route: '/countries', key: 'countries' };

type NameRow = { id: number; name: string; name_en: string } & Record<string, unknown>;

const columns: ColumnDef<NameRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 80 },
  { key: 'name', title: 'delivery.fields.name', sortable: true },
  { key: 'name_en', title: 'delivery.fields.name_en', sortable: true },
];

export function NamesList({ resource }: { resource: NamesResource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceList<NameRow>
      listPath={resource.api}
      title={`delivery.routes.${resource.key}`}
      columns={columns}
      filters={[{ name: 'search', label: 'delivery.fields.search', type: 'text' }]}
      rowActions={[
        {
          key: 'edit',
          label: 'delivery.actions.edit',
          icon: <EditOutlined />,
          onClick: (r) => void navigate(`${resource.route}/update/${r.id}`),
        },
        {
          key: 'delete',
          label: 'delivery.actions.delete',
          danger: true,
          confirm: 'delete',
          request: (r) => ({ path: `${resource.api}/delete/${r.id}`, method: 'DELETE' }),
        },
      ]}
      toolbar={
        <Link to={`${resource.route}/create`}>
          <Button type="primary" icon={<PlusOutlined />} data-testid={`${resource.key}-create`}>
            {t('delivery.actions.add')}
          </Button>
        </Link>
      }
    />
  );
}

export function NamesForm({ resource }: { resource: NamesResource }) {
  const { id } = useParams();
  return (
    <ResourceForm
      schema={SquareSchema}
      mode={id ? 'edit' : 'create'}
      loadPath={id ? `${resource.api}/edit/${id}` : undefined}
      submitPath={id ? `${resource.api}/update/${id}` : `${resource.api}/store`}
      listPath={resource.route}
    >
      <FormField name="name" label="delivery.fields.name">
        <Input maxLength={100} data-testid="name" />
      </FormField>
      <FormField name="name_en" label="delivery.fields.name_en">
        <Input maxLength={100} dir="ltr" data-testid="name_en" />
      </FormField>
    </ResourceForm>
  );
}

export const SquaresListPage = () => <NamesList resource={SQUARES} />;
export const SquaresFormPage = () => <NamesForm resource={SQUARES} />;
export const CitiesListPage = () => <NamesList resource={CITIES} />;
export const CitiesFormPage = () => <NamesForm resource={CITIES} />;
export const CountriesListPage = () => <NamesList resource={COUNTRIES} />;
export const CountriesFormPage = () => <NamesForm resource={COUNTRIES} />;
