import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DateText } from '../../../components/date-text/date-text';
import { QueryState } from '../../../components/page-state/page-states';
import { employeeQuery } from '../api';
import { contactItems } from '../shared/contact-items';
import { nameIn } from '../shared/labels';
import { StatusTag } from '../shared/status-tag';

/** /employees/view/:id: one of the organisation's employees (`users/employees/edit/{id}`). */
export default function EmployeeViewPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const q = useQuery(employeeQuery(id, i18n.language));
  if (q.isError || !q.data) return <QueryState query={q} />;
  const e = q.data.data;
  return (
    <Card
      title={<bdi>{e.name}</bdi>}
      extra={
        <Link to={`/employees/update/${e.id}`}>
          <Button icon={<EditOutlined />} data-testid="employee-edit">
            {t('accounts.edit')}
          </Button>
        </Link>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="employee-view">
        <Descriptions.Item label={t('register.first_name')}>{e.first_name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('register.last_name')}>{e.last_name ?? '—'}</Descriptions.Item>
        {contactItems(t, e)}
        <Descriptions.Item label={t('accounts.status')}>
          <StatusTag status={e.status} text={e.status_text} />
        </Descriptions.Item>
        <Descriptions.Item label={t('common.created_at')}>
          <DateText value={e.created_at} withTime />
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.roles')} span={2}>
          <Space wrap>
            {e.roles.map((r) => (
              <Tag key={r.id}>{nameIn(r)}</Tag>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
