import { type MessageKey, type PermissionName, translate } from '@mashaer/contract';
import type { Actor } from '../../lib/actor';

const tags = ['orders'];

/** A route's opts by permission (tagged `orders`), with the table its `{id}` addresses if any. */
export const by = (permission: PermissionName, resource?: { table: string; rows?: string }) => ({
  access: { permission },
  tags,
  ...(resource ? { resource } : {}),
});
/** A route whose `{id}` is an order. */
export const onOrder = (permission: PermissionName) => by(permission, { table: 'orders' });

/** A write's answer: its notice in the caller's language and what it wrote. */
export const said = (actor: Actor, key: MessageKey, data: unknown) => ({
  message: translate(actor.lang, key),
  data,
});
/** A write's answer with its notice only (a delete). */
export const notice = (actor: Actor, key: MessageKey) => ({ message: translate(actor.lang, key) });
