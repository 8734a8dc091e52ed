import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text/date-text';
import { SubTable } from '../../../components/sub-table/sub-table';
import type { SignerState } from '../api';
import { bi } from '../labels';

const COLOR = { signed: 'green', current: 'orange', waiting: 'default' } as const;

/** The signer slots of a filling in signing order, with who signed and whose turn it is. */
export function SignersTable({ signers }: { signers: SignerState[] }) {
  const { t } = useTranslation();
  return (
    <SubTable
      rowKey="signer_num"
      dataSource={signers}
      locale={{ emptyText: t('common.no_data') }}
      columns={[
        { key: 'num', title: '#', width: 50, render: (_, s) => s.signer_num },
        { key: 'type', title: t('templates.signer_type'), render: (_, s) => bi(s, 'type_name') },
        {
          key: 'state',
          title: t('templates.status'),
          render: (_, s) => (
            <Tag color={COLOR[s.state]}>
              <span data-testid={`signer-state-${s.signer_num}`}>{t(`templates.state_${s.state}`)}</span>
            </Tag>
          ),
        },
        {
          key: 'who',
          title: t('templates.signature'),
          render: (_, s) => (s.signature ? t('templates.signed_by', { name: s.signature.user_name }) : '—'),
        },
        {
          key: 'when',
          title: '',
          render: (_, s) => (s.signature ? <DateText value={s.signature.signed_at} withTime /> : null),
        },
      ]}
    />
  );
}
