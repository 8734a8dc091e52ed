import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList, searchFilter } from '../../../components/resource-list';
import { currentLang } from '../../../i18n/i18n';
import { PATHS } from '../api';

type ContactRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  type_id: number;
  type_name_ar: string;
  type_name_en: string;
  company_name_ar: string | null;
  company_name_en: string | null;
};

const company = (r: ContactRow) =>
  (currentLang() === 'en'
    ? r.company_name_en || r.company_name_ar
    : r.company_name_ar || r.company_name_en) ?? '';
const typeName = (r: ContactRow) => (currentLang() === 'en' ? r.type_name_en : r.type_name_ar);

/** /user-contacts: a searchable directory of the organisations' contacts. */
export default function ContactsPage() {
  const { i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the language
  const filters = useMemo(
    () => [
      searchFilter('accounts.contact_search'),
      { name: 'type_id', label: 'accounts.type', type: 'select' as const },
    ],
    [i18n.language],
  );
  return (
    <ResourceList<ContactRow>
      listPath={PATHS.contacts}
      title="accounts.routes.user_contacts"
      columns={[
        { key: 'company_name_ar', title: 'accounts.company', sortable: true, render: company, text: company },
        { key: 'name', title: 'accounts.contact_name', sortable: true },
        { key: 'type_id', title: 'accounts.type', render: typeName, text: typeName },
        {
          key: 'email',
          title: 'accounts.email',
          render: (r) => (
            <Space size={4}>
              <MailOutlined />
              <a href={`mailto:${r.email}`} dir="ltr">
                {r.email}
              </a>
            </Space>
          ),
          text: (r) => r.email,
        },
        {
          key: 'phone',
          title: 'accounts.phone',
          render: (r) => (
            <Space size={4}>
              <PhoneOutlined />
              <a href={`tel:${r.phone}`} dir="ltr">
                {r.phone}
              </a>
            </Space>
          ),
          text: (r) => r.phone,
        },
      ]}
      filters={filters}
    />
  );
}
