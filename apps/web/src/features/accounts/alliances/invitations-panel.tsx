import { type ActionDef, ALLIANCE_MEMBERSHIP_WORKFLOW } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { WorkflowActions } from '../../../components/workflow-actions/workflow-actions';
import { PATHS } from '../api';

export type MembershipRow = {
  id: number;
  alliance: { id: number; name: string };
  member: { id: number; name: string };
  leader: { id: number; name: string };
  status: string;
  status_text: string;
  allowed_actions: string[];
};

type Page = { data: { data: MembershipRow[]; total: number } };

export const INVITATIONS_KEY = ['accounts', 'alliance-invitations'];

/**
 * The pending invitations the caller may answer or withdraw (issue 14 defect 9): the invited
 * organisation accepts or declines, the leader withdraws — each after the spec's confirmation.
 * Nothing is shown while none is pending.
 */
export function InvitationsPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: () =>
      api.post<Page>(
        `${PATHS.allianceMemberships}?page=1`,
        { status: 'invited', paginate: 50 },
        { silent: true },
      ),
  });
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
