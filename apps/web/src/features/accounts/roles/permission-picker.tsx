import { SearchOutlined } from '@ant-design/icons';
import { Badge, Card, Checkbox, Col, Empty, Input, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n/i18n';
import { type Area, searchCatalogue } from './permission-search';

type Props = {
  catalogue: Area[];
  value?: string[];
  onChange?: (names: string[]) => void;
  id?: string;
};

/**
 * The permission picker of the role form: the catalogue grouped by area (packages/contract
 * permissions.ts) in the interface language only, searchable in Arabic and English, with "select all" per group (applied to the
 * permissions the search leaves visible).
 */
export function PermissionPicker({ catalogue, value = [], onChange, id }: Props) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [query, setQuery] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  const areas = useMemo(() => searchCatalogue(catalogue, query), [catalogue, query]);
  const total = catalogue.reduce((n, a) => n + a.permissions.length, 0);

  const set = (names: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const n of names) on ? next.add(n) : next.delete(n);
    // Catalogue order, so the value does not depend on the clicking order.
    onChange?.(catalogue.flatMap((a) => a.permissions.map((p) => p.name)).filter((n) => next.has(n)));
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} id={id}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('accounts.permission_search')}
          style={{ maxWidth: 360 }}
          data-testid="permission-search"
        />
        <Typography.Text type="secondary" data-testid="permission-count">
          {t('accounts.permissions_chosen', { count: chosen.size, total })}
        </Typography.Text>
      </Space>
      {areas.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accounts.permission_none')} />
      ) : (
        <Row gutter={[16, 16]}>
          {areas.map((a) => {
            const names = a.permissions.map((p) => p.name);
            const on = names.filter((n) => chosen.has(n)).length;
            return (
              <Col key={a.area} xs={24} md={12} xl={8}>
                <Card
                  size="small"
                  data-testid={`permission-group-${a.area}`}
                  title={
                    <Checkbox
                      checked={on === names.length}
                      indeterminate={on > 0 && on < names.length}
                      onChange={(e) => set(names, e.target.checked)}
                      data-testid={`permission-all-${a.area}`}
                    >
                      {a[lang]}
                    </Checkbox>
                  }
                  extra={<Badge count={`${on}/${names.length}`} color={on ? '#0958d9' : '#595959'} />}
                >
                  <Space orientation="vertical" size={4}>
                    {a.permissions.map((p) => (
                      <Checkbox
                        key={p.name}
                        checked={chosen.has(p.name)}
                        onChange={(e) => set([p.name], e.target.checked)}
                        data-testid={`permission-${p.name}`}
                      >
                        {p[lang]}
                      </Checkbox>
                    ))}
                  </Space>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Space>
  );
}
