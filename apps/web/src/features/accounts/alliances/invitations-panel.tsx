import { type ActionDef, ALLIANCE_MEMBERSHIP_WORKFLOW } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WorkflowActions } from '../../../components/workflow-actions/workflow-actions';
import { invitationsQuery, PATHS } from '../api';

/**
 * The pending invitations the caller may answer or withdraw (issue 14 defect 9): the invited
 * organisation accepts or declines, the leader withdraws — each after the spec's confirmation.
 * Nothing is shown while none is pending.
 */
export function InvitationsPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const q = useQuery(invitationsQuery());
  const rows = q.data?.data.data ?? [];
  if (!rows.length) return null;
  return (
    <Card
      title={t('accounts.invitations')}
      variant="borderless"
      style={{ marginBottom: 16 }}
      data-testid="alliance-invitations"
    >
      <List
        dataSource={rows}
        renderItem={(r) => (
          <List.Item data-testid={`invitation-${r.id}`}>
            <List.Item.Meta
              title={<bdi>{r.alliance.name}</bdi>}
              description={
                <span>
                  {t('accounts.invitation_of', { member: r.member.name, alliance: r.alliance.name })}{' '}
                  <Tag color="blue">{r.status_text}</Tag>
                </span>
              }
            />
            <WorkflowActions
              actions={r.allowed_actions}
              declared={ALLIANCE_MEMBERSHIP_WORKFLOW.actions as Record<string, ActionDef<string>>}
              path={() => PATHS.allianceMembershipAction(r.id)}
              body={(action) => ({ action })}
              onDone={onChanged}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
