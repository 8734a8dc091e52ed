import { DownloadOutlined, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, List, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DateText } from '../../../components/date-text/date-text';
import { notice } from '../../../components/notice/notice';
import { EmptyState, QueryState } from '../../../components/page-state/page-states';
import { ACCOUNT_DATE_FIELDS } from '../../../components/resource-form';
import { downloadDocument, type UserDocument, userViewQuery } from '../api';
import { contactItems } from '../shared/contact-items';
import { nameIn } from '../shared/labels';
import { StatusTag } from '../shared/status-tag';

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'company_name_ar',
  'company_name_en',
  'prefix',
  'vat_number',
  'commercial_register_number',
  'unified_number',
  'owner_name',
  'owner_identity_number',
  'delegate_identity_number',
  'national_address',
] as const;
const LTR = new Set([
  'prefix',
  'vat_number',
  'commercial_register_number',
  'unified_number',
  'owner_identity_number',
  'delegate_identity_number',
]);

/** /users/view/:id: every registration field and document (downloads through users/file/{id}). */
export default function UserViewPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const user = useQuery(userViewQuery(id, i18n.language));
  const [busy, setBusy] = useState<number | null>(null);

  if (user.isError || !user.data) return <QueryState query={user} />;
  const u = user.data.data;
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

  const download = async (d: UserDocument) => {
    setBusy(d.id);
    try {
      await downloadDocument(d);
    } catch {
      notice('danger', t('notice.problem'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        variant="borderless"
        title={u.name}
        extra={
          <Space wrap>
            <Link to={`/users/update/${u.id}`}>
              <Button icon={<EditOutlined />}>{t('accounts.edit')}</Button>
            </Link>
            <Link to={`/users/history/${u.id}`}>
              <Button icon={<HistoryOutlined />}>{t('accounts.history')}</Button>
            </Link>
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="user-details">
          {contactItems(t, u)}
          <Descriptions.Item label={t('accounts.type')}>{u.type?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('accounts.status')}>
            <StatusTag status={u.status} text={u.status_text} />
          </Descriptions.Item>
          <Descriptions.Item label={t('accounts.is_government')}>
            {t(u.is_government ? 'accounts.yes' : 'accounts.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('accounts.roles')}>
            {u.roles.length ? u.roles.map((r) => <Tag key={r.id}>{nameIn(r)}</Tag>) : '—'}
          </Descriptions.Item>
          {u.status === 'rejected' && (
            <Descriptions.Item label={t('accounts.reject_reason')} span={2}>
              {text(u.reject_reason)}
            </Descriptions.Item>
          )}
          {TEXT_FIELDS.map((f) => (
            <Descriptions.Item key={f} label={t(`register.${f}`)}>
              {LTR.has(f) ? <bdi dir="ltr">{text(u[f])}</bdi> : text(u[f])}
            </Descriptions.Item>
          ))}
          {ACCOUNT_DATE_FIELDS.map((f) => (
            <Descriptions.Item key={f} label={t(`register.${f}`)}>
              <DateText value={u[f] as string | null} />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('common.created_at')}>
            <DateText value={u.created_at} withTime />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card variant="borderless" title={t('register.section_documents')}>
        {u.documents.length === 0 ? (
          <EmptyState text={t('accounts.no_documents')} />
        ) : (
          <List
            dataSource={u.documents}
            data-testid="user-documents"
            renderItem={(d) => (
              <List.Item
                actions={[
                  <Button
                    key="dl"
                    icon={<DownloadOutlined />}
                    loading={busy === d.id}
                    onClick={() => void download(d)}
                    data-testid={`download-${d.field}`}
                  >
                    {t('accounts.download')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={t(`register.${d.field}`, { defaultValue: d.field })}
                  description={<bdi>{d.name}</bdi>}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
    </Space>
  );
}
