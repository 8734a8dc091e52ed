import { CheckOutlined, CloseOutlined, EyeOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listPrefix } from '../../../api/list';
import { listOf, ResourceList, type RowAction, searchFilter } from '../../../components/resource-list';
import { PATHS } from '../api';
import { useCan } from '../shared/use-can';
import { type UserRow, userColumns } from '../users/columns';
import { type Decision, DecisionDialog } from './decision-dialog';

const c = userColumns;
const columns = [c.id, c.name, c.company, c.email, c.phone, c.type, c.status, c.created];

/** /users/request: pending and in-review registrations, approved, rejected or disabled here. */
export default function RequestsPage() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const [open, setOpen] = useState<{ user: UserRow; decision: Decision } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the language
  const filters = useMemo(
    () => [
      searchFilter('accounts.search'),
      { name: 'type_id', label: 'accounts.type', type: 'select' as const },
    ],
    [i18n.language],
  );
  const actions: RowAction<UserRow>[] = [
    {
      key: 'approve',
      label: 'accounts.approve',
      icon: <CheckOutlined />,
      onClick: (user) => setOpen({ user, decision: 'active' }),
    },
    {
      key: 'reject',
      label: 'accounts.reject',
      icon: <CloseOutlined />,
      danger: true,
      onClick: (user) => setOpen({ user, decision: 'rejected' }),
    },
    {
      key: 'disable',
      label: 'accounts.disable',
      icon: <StopOutlined />,
      danger: true,
      confirm: 'status',
      request: (r) => ({
        path: PATHS.usersSwitchStatus(r.id),
        body: { status: 'disabled', platform: 'mena' },
      }),
    },
    ...(can('user-index')
      ? [
          {
            key: 'view',
            label: 'accounts.view',
            icon: <EyeOutlined />,
            onClick: (r: UserRow) => navigate(`/users/view/${r.id}`),
          },
        ]
      : []),
  ];
  return (
    <>
      <ResourceList<UserRow>
        {...listOf(PATHS.usersRequest, 'accounts.routes.users_request', columns, filters)}
        rowActions={actions}
      />
      <DecisionDialog
        key={open?.decision ?? 'closed'}
        user={open?.user ?? null}
        decision={open?.decision ?? 'active'}
        onClose={() => setOpen(null)}
        onDone={() => {
          setOpen(null);
          void queryClient.invalidateQueries({ queryKey: listPrefix(PATHS.usersRequest) });
        }}
      />
    </>
  );
}
