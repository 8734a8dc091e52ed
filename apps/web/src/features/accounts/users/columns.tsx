import type { UserRow as ContractUserRow } from '@mashaer/contract';
import { Tag } from 'antd';
import { DateText } from '../../../components/date-text/date-text';
import type { ColumnDef, FilterDef } from '../../../components/resource-list';
import { dualDateText } from '../../../i18n/dates';
import { currentLang, i18n } from '../../../i18n/i18n';
import { statusText } from '../shared/labels';
import { StatusTag } from '../shared/status-tag';

/** A users list row, as the API answers it (the contract's response schema). */
export type UserRow = ContractUserRow;

const typeName = (r: UserRow) => (currentLang() === 'en' ? r.type_name_en : r.type_name_ar);
const company = (r: UserRow) =>
  (currentLang() === 'en'
    ? r.company_name_en || r.company_name_ar
    : r.company_name_ar || r.company_name_en) ?? '';
const yesNo = (v: boolean) => i18n.t(v ? 'accounts.yes' : 'accounts.no');

/** An address that may wrap before its `@` first (`wrap` breaks it elsewhere only when that is not enough). */
const atBreak = (email: string) => {
  const at = email.indexOf('@');
  return at > 0 ? (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  ) : (
    email
  );
};

/** The columns every users list shares (users, registration requests, employees). */
export const userColumns = {
  id: { key: 'id', title: 'common.id', sortable: true, width: 70 },
  name: { key: 'name', title: 'accounts.name', sortable: true },
  company: { key: 'company', title: 'accounts.company', render: company, text: company },
  email: {
    key: 'email',
    title: 'accounts.email',
    sortable: true,
    // A long address breaks rather than widening the table past a laptop's card (1280 px).
    width: 210,
    wrap: true,
    render: (r: UserRow) => <bdi dir="ltr">{atBreak(r.email)}</bdi>,
    text: (r: UserRow) => r.email,
  },
  phone: {
    key: 'phone',
    title: 'accounts.phone',
    render: (r: UserRow) => <bdi dir="ltr">{r.phone}</bdi>,
    text: (r: UserRow) => r.phone,
  },
  type: { key: 'type_id', title: 'accounts.type', render: typeName, text: typeName },
  status: {
    key: 'status',
    title: 'accounts.status',
    sortable: true,
    render: (r: UserRow) => <StatusTag status={r.status} text={r.status_text} />,
    text: (r: UserRow) => r.status_text || statusText(r.status),
  },
  gov: {
    key: 'is_government',
    title: 'accounts.is_government',
    render: (r: UserRow) => <Tag color={r.is_government ? 'cyan' : 'default'}>{yesNo(r.is_government)}</Tag>,
    text: (r: UserRow) => yesNo(r.is_government),
  },
  created: {
    key: 'created_at',
    title: 'common.created_at',
    sortable: true,
    render: (r: UserRow) => <DateText value={r.created_at} stacked />,
    text: (r: UserRow) => dualDateText(r.created_at, currentLang()),
  },
} satisfies Record<string, ColumnDef<UserRow>>;

const govOptions = () => [
  { value: '1', label: i18n.t('accounts.yes') },
  { value: '0', label: i18n.t('accounts.no') },
];

/** Filters of UserListBodySchema; type, status and alliance options come from the list answer. */
export const userFilters = (): FilterDef[] => [
  { name: 'name', label: 'accounts.name', type: 'text' },
  { name: 'email', label: 'accounts.email', type: 'text' },
  { name: 'type_id', label: 'accounts.type', type: 'select' },
  { name: 'status', label: 'accounts.status', type: 'select' },
  { name: 'is_government', label: 'accounts.is_government', type: 'select', options: govOptions() },
  { name: 'alliance_id', label: 'accounts.alliance', type: 'select' },
];
