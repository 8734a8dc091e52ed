import { EditOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { ResourceList, type RowAction } from '../../../components/resource-list';
import { PATHS } from '../api';
import { namesColumns, searchFilter } from '../shared/names-columns';

type TypeRow = { id: number; code: string; name_ar: string; name_en: string };

/** /type: the user types (list and edit only: codes and ids are fixed). */
export default function TypesListPage() {
  const navigate = useNavigate();
  const actions: RowAction<TypeRow>[] = [
    {
      key: 'edit',
      label: 'accounts.edit',
      icon: <EditOutlined />,
      onClick: (r) => navigate(`/type/update/${r.id}`),
    },
  ];
  return (
    <ResourceList<TypeRow>
      listPath={PATHS.types}
      title="accounts.routes.types"
      columns={[
        ...namesColumns<TypeRow>('name_ar', 'name_en'),
        { key: 'code', title: 'accounts.code', render: (r) => <Tag>{r.code}</Tag>, text: (r) => r.code },
      ]}
      filters={searchFilter}
      rowActions={actions}
    />
  );
}
