import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceList } from '../../components/resource-list';
import { currentLang } from '../../i18n/i18n';
import { TEMP } from './temp-api';

type FormRow = {
  id: number;
  name: string;
  name_en: string;
  questions_count: number;
  current_version: number;
} & Record<string, unknown>;
export type FormRecord = FormRow & {
  question_ids: number[];
  withCategory: 0 | 1;
  signers: { type_id: number; signer_num: number; user_id?: number | null }[];
};

/** /temp-licenses-forms: the temporary-licence forms (type `temp_license`) of the templates engine. */
export function TempFormsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceList<FormRow>
      listPath={TEMP.forms}
      title="licences.routes.temp_forms"
      columns={[
        { key: 'id', title: 'common.id', sortable: true, width: 70 },
        { key: currentLang() === 'en' ? 'name_en' : 'name', title: 'licences.temp.form_name' },
        { key: 'questions_count', title: 'licences.temp.questions_count', priority: 2 },
        { key: 'current_version', title: 'licences.temp.version', priority: 3 },
      ]}
      filters={[{ name: 'search', label: 'licences.temp.search_forms', type: 'text' }]}
      rowActions={[
        {
          key: 'edit',
          label: 'licences.edit',
          icon: <EditOutlined />,
          onClick: (r) => navigate(`/temp-licenses-forms/update/${r.id}`),
        },
      ]}
      toolbar={
        <Link to="/temp-licenses-forms/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="temp-form-new">
            {t('licences.routes.temp_form_create')}
          </Button>
        </Link>
      }
    />
  );
}
