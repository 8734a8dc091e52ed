import { CrownOutlined, DeleteOutlined } from '@ant-design/icons';
import type { alliancesEndpoints, ListRowOf } from '@mashaer/contract';
import { Button, List, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isWarningAnswer } from '../../../api/client';
import { useConfirmAction } from '../../../components/confirm-action/use-confirm-action';
import { notice } from '../../../components/notice/notice';
import { PATHS, post } from '../api';

export type AllianceRow = ListRowOf<typeof alliancesEndpoints.list>;

type Props = {
  alliance: AllianceRow | null;
  canManage: boolean;
  onClose: () => void;
  onChanged: () => void;
};

/** The members of an alliance; the leader or an authority removes one (`alliance_members/remove_member`). */
export function MembersDialog({ alliance, canManage, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const [confirm, holder] = useConfirmAction();
  const remove = (memberId: number) =>
    confirm({
      kind: 'delete',
      onConfirm: async () => {
        const answer = await post(PATHS.allianceRemoveMember, {
          alliance_id: alliance?.id,
          member_id: memberId,
        });
        if (!isWarningAnswer(answer)) notice('success', answer.message);
        onChanged();
      },
    });
  return (
    <Modal
      open={Boolean(alliance)}
      title={t('accounts.members_of', { name: alliance?.name ?? '' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="alliance-members-dialog"
    >
      {holder}
      <List
        dataSource={alliance?.members ?? []}
        locale={{ emptyText: t('accounts.no_members') }}
        renderItem={(m) => (
          <List.Item
            actions={
              canManage && m.id !== alliance?.leader_id
                ? [
                    <Button
                      key="remove"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => void remove(m.id)}
                      data-testid={`remove-member-${m.id}`}
                    >
                      {t('accounts.remove_member')}
                    </Button>,
                  ]
                : []
            }
          >
            {m.name}{' '}
            {m.id === alliance?.leader_id && (
              <Tag icon={<CrownOutlined />} color="gold">
                {t('accounts.leader')}
              </Tag>
            )}
          </List.Item>
        )}
      />
    </Modal>
  );
}
