import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/access';
import { sentToday, unreadCount } from '../notifications/notifications.service';
import * as repo from './dashboard.repository';

/**
 * The card keys are stable: the web app translates them (`dashboard.cards.<key>`).
 * - authority types (admin, kdana, gov, …): users_total, users_active, users_pending (pending and
 *   in review), users_rejected, notifications_sent_today
 * - company types (an organisation and its employees): employees_total (of the organisation),
 *   notifications_unread (the caller's own)
 */
const AUTHORITY_CARDS = [
  'users_total',
  'users_active',
  'users_pending',
  'users_rejected',
  'notifications_sent_today',
] as const;
const COMPANY_CARDS = ['employees_total', 'notifications_unread'] as const;
type DashboardCardKey = (typeof AUTHORITY_CARDS)[number] | (typeof COMPANY_CARDS)[number];
type DashboardCard = { key: DashboardCardKey; value: number };

/** Real figures within the caller's row scope (ARCHITECTURE §4): all users for an authority, its own organisation otherwise. */
export async function dashboard(
  ctx: AppContext,
  user: AuthUser,
): Promise<{ data: { cards: DashboardCard[] } }> {
  if (user.isAuthority) {
    const [users, sent] = await Promise.all([repo.userCounts(ctx.db), sentToday(ctx.db)]);
    const values: Record<(typeof AUTHORITY_CARDS)[number], number> = {
      users_total: users.total,
      users_active: users.active,
      users_pending: users.pending,
      users_rejected: users.rejected,
      notifications_sent_today: sent,
    };
    return { data: { cards: AUTHORITY_CARDS.map((key) => ({ key, value: Number(values[key]) })) } };
  }
  const [employees, unread] = await Promise.all([
    repo.employeeCount(ctx.db, user.orgId),
    unreadCount(ctx.db, user.id),
  ]);
  const values: Record<(typeof COMPANY_CARDS)[number], number> = {
    employees_total: employees,
    notifications_unread: unread,
  };
  return { data: { cards: COMPANY_CARDS.map((key) => ({ key, value: values[key] })) } };
}
