import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { ListRowOf, usersEndpoints } from '@mashaer/contract';
import { Space } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnDef, listOf, ResourceList, searchFilter } from '../../../components/resource-list';
import { currentLang } from '../../../i18n/i18n';
import { PATHS } from '../api';

type ContactRow = ListRowOf<typeof usersEndpoints.contacts>;

const company = (r: ContactRow) =>
  (currentLang() === 'en'
    ? r.company_name_en || r.company_name_ar
    : r.company_name_ar || r.company_name_en) ?? '';
const typeName = (r: ContactRow) => (currentLang() === 'en' ? r.type_name_en : r.type_name_ar);

/** The e-mail or the phone: its icon and the value as a `mailto:` or `tel:` link, left to right. */
const reachColumn = (
  key: 'email' | 'phone',
  title: string,
  icon: ReactNode,
  scheme: 'mailto' | 'tel',
): ColumnDef<ContactRow> => ({
  key,
  title,
  render: (r) => (
    <Space size={4}>
      {icon}
      <a href={`${scheme}:${r[key]}`} dir="ltr">
        {r[key]}
      </a>
    </Space>
  ),
  text: (r) => r[key],
});

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
      {...listOf(PATHS.contacts, 'accounts.routes.user_contacts', [
        { key: 'company_name_ar', title: 'accounts.company', sortable: true, render: company, text: company },
        { key: 'name', title: 'accounts.contact_name', sortable: true },
        { key: 'type_id', title: 'accounts.type', render: typeName, text: typeName },
        reachColumn('email', 'accounts.email', <MailOutlined />, 'mailto'),
        reachColumn('phone', 'accounts.phone', <PhoneOutlined />, 'tel'),
      ])}
      filters={filters}
    />
  );
}
