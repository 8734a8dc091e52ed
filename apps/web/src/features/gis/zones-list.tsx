import { useTranslation } from 'react-i18next';
import { ColorLabel, listOf, ResourceList, searchFilter } from '../../components/resource-list';
import { GIS } from './api';

type Zone = { name: string; name_en: string; color: string };

function ZoneName({ row }: { row: Zone }) {
  const { i18n } = useTranslation();
  return <ColorLabel color={row.color}>{i18n.language === 'en' ? row.name_en : row.name}</ColorLabel>;
}

/** Spec 000 §2 /zones (list only): each zone with its camps and site assets counted inside it. */
export function ZonesListPage() {
  return (
    <ResourceList
      {...listOf(GIS.zones, 'gis.routes.zones', [
        { key: 'id', title: 'common.id', width: 80 },
        {
          key: 'name',
          title: 'gis.fields.name',
          render: (r) => <ZoneName row={r as unknown as Zone} />,
          text: (r) => `${r.name} / ${r.name_en}`,
        },
        { key: 'camps_count', title: 'gis.fields.camps_count' },
        { key: 'assets_count', title: 'gis.fields.assets_count' },
      ])}
      filters={[searchFilter('gis.fields.search')]}
    />
  );
}
