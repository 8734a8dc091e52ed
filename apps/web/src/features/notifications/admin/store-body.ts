import type { NotificationStore } from '@mashaer/contract';

/** Only the audience field that matches the target is sent; an empty link is left out. */
export function storeBody(v: NotificationStore) {
  return {
    message: v.message,
    ...(v.link ? { link: v.link } : {}),
    target: v.target,
    ...(v.target === 'types' ? { type_ids: v.type_ids } : {}),
    ...(v.target === 'users' ? { user_ids: v.user_ids } : {}),
  };
}
