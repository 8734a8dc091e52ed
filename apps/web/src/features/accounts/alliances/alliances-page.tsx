import {
  CrownOutlined,
  LogoutOutlined,
  PlusOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import {
  AllianceChangeLeaderSchema,
  AllianceMemberSchema,
  AllianceStoreSchema,
  AUTHORITY_TYPE_CODES,
  type UserTypeCode,
} from '@mashaer/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPrefix } from '../../../api/list';
import { dateColumn } from '../../../components/date-text/date-column';
import { FormField, SearchSelect } from '../../../components/resource-form';
import {
  listOf,
  ResourceList,
  type RowAction,
  rowAction,
  searchFilter,
} from '../../../components/resource-list';
import { useCan } from '../../../session/can';
import { useSession } from '../../../session/session-store';
import { invitationsQuery, organisationsQuery, PATHS } from '../api';
import { ActionDialog } from '../shared/action-dialog';
import { InvitationsPanel } from './invitations-panel';
import { type AllianceRow, MembersDialog } from './members-dialog';

type Dialog = { kind: 'create' } | { kind: 'leader' | 'add' | 'members'; alliance: AllianceRow } | null;

/**
 * /alliances (no permission key, spec §2): the caller's alliance, or all for an authority holding
 * alliance-index; the pending invitations it may answer (accept, decline) or withdraw; a member
 * leaves. Creating, changing the leader and inviting need alliance-index.
 */
export default function AlliancesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const can = useCan();
  const indexer = can('alliance-index');
  const authority = AUTHORITY_TYPE_CODES.includes(session.type?.code as UserTypeCode);
  const myOrg = session.user?.parent_id ?? session.user?.id;
  const orgs = useQuery({ ...organisationsQuery(), enabled: indexer });
  // Names only: whether one is already in an alliance is the server's check (422 under the field).
  const free = orgs.data?.data ?? [];
  const orgOptions = (list: { id: number; name: string | null }[]) =>
    list.map((o) => ({ value: o.id, label: o.name ?? String(o.id) }));

  const refresh = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: listPrefix(PATHS.alliances) });
    void queryClient.invalidateQueries({ queryKey: organisationsQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: invitationsQuery().queryKey });
  };
  /** A dialog's opening, closing and refresh after its call. */
  const dialogOf = (kind: 'create' | 'leader' | 'add') => ({
    open: dialog?.kind === kind,
    onClose: () => setDialog(null),
    onDone: refresh,
  });
  const manages = (a: AllianceRow) => indexer && (authority || a.leader_id === myOrg);
  const actions: RowAction<AllianceRow>[] = [
    {
      key: 'change-leader',
      label: 'accounts.change_leader',
      icon: <CrownOutlined />,
      visible: manages,
      onClick: (alliance) => setDialog({ kind: 'leader', alliance }),
    },
    {
      key: 'add-member',
      label: 'accounts.add_member',
      icon: <UserAddOutlined />,
      visible: manages,
      onClick: (alliance) => setDialog({ kind: 'add', alliance }),
    },
    {
      key: 'members',
      label: 'accounts.members',
      icon: <TeamOutlined />,
      onClick: (alliance) => setDialog({ kind: 'members', alliance }),
    },
    rowAction.status(
      'leave',
      'accounts.leave_alliance',
      <LogoutOutlined />,
      (a) => ({ path: PATHS.allianceLeave, body: { alliance_id: a.id } }),
      { visible: (a) => a.can_leave, onDone: refresh },
    ),
  ];
  const current = dialog && dialog.kind !== 'create' ? dialog.alliance : null;

  return (
    <>
      <InvitationsPanel onChanged={refresh} />
      <ResourceList<AllianceRow>
        {...listOf(
          PATHS.alliances,
          'accounts.routes.alliances',
          [
            { key: 'id', title: 'common.id', sortable: true, width: 70 },
            { key: 'name', title: 'accounts.alliance_name', sortable: true },
            {
              key: 'leader',
              title: 'accounts.leader',
              render: (r) =>
                r.leader ? (
                  <Tag icon={<CrownOutlined />} color="gold">
                    {r.leader.name}
                  </Tag>
                ) : (
                  '—'
                ),
              text: (r) => r.leader?.name ?? '',
            },
            {
              key: 'members',
              title: 'accounts.members',
              render: (r) => (
                <Space size={[0, 4]} wrap>
                  {r.members.map((m) => (
                    <Tag key={m.id}>{m.name}</Tag>
                  ))}
                </Space>
              ),
              text: (r) => r.members.map((m) => m.name).join('، '),
            },
            { key: 'members_count', title: 'accounts.members_count' },
            dateColumn('created_at', 'common.created_at', { stacked: true, sortable: true }),
          ],
          [searchFilter('accounts.search')],
        )}
        rowActions={actions}
        toolbar={
          indexer && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'create' })}
              data-testid="alliance-create"
            >
              {t('accounts.create_alliance')}
            </Button>
          )
        }
      />
      <ActionDialog
        {...dialogOf('create')}
        title="accounts.create_alliance"
        okText="common.create"
        schema={AllianceStoreSchema}
        path={PATHS.allianceStore}
        fields={['name', 'leader_id', 'members']}
        testId="alliance-create-dialog"
      >
        <FormField name="name" label="accounts.alliance_name">
          <Input data-testid="alliance-name" />
        </FormField>
        {authority && (
          <FormField name="leader_id" label="accounts.leader" required>
            <SearchSelect options={orgOptions(free)} loading={orgs.isLoading} data-testid="alliance-leader" />
          </FormField>
        )}
        <FormField name="members" label="accounts.members">
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={orgOptions(free.filter((o) => o.id !== myOrg))}
            loading={orgs.isLoading}
            placeholder={t('common.choose')}
            data-testid="alliance-members"
          />
        </FormField>
      </ActionDialog>
      <ActionDialog
        {...dialogOf('leader')}
        title="accounts.change_leader"
        okText="common.save"
        schema={AllianceChangeLeaderSchema}
        path={PATHS.allianceChangeLeader}
        initialValues={{ alliance_id: current?.id, leader_id: current?.leader_id }}
        fields={['leader_id']}
        testId="alliance-leader-dialog"
      >
        <FormField name="leader_id" label="accounts.new_leader">
          <Select
            options={orgOptions(current?.members ?? [])}
            placeholder={t('common.choose')}
            data-testid="alliance-new-leader"
          />
        </FormField>
      </ActionDialog>
      <ActionDialog
        {...dialogOf('add')}
        title="accounts.add_member"
        okText="accounts.add"
        schema={AllianceMemberSchema}
        path={PATHS.allianceAddMember}
        initialValues={{ alliance_id: current?.id }}
        fields={['member_id']}
        testId="alliance-add-dialog"
      >
        <FormField name="member_id" label="accounts.member">
          <SearchSelect
            options={orgOptions(free)}
            loading={orgs.isLoading}
            notFoundContent={t('accounts.no_free_organisations')}
            data-testid="alliance-member"
          />
        </FormField>
      </ActionDialog>
      <MembersDialog
        alliance={dialog?.kind === 'members' ? dialog.alliance : null}
        canManage={dialog?.kind === 'members' && manages(dialog.alliance)}
        onClose={() => setDialog(null)}
        onChanged={refresh}
      />
    </>
  );
}
