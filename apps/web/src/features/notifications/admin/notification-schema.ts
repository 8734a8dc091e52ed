import { z } from 'zod';

/**
 * POST general/notifications/store. Not in the contract yet (kept here until it is): a message,
 * an optional link, and the audience — everyone, some user types, or some users.
 */
export const NotificationStoreSchema = z
  .object({
    message: z.string().trim().min(1).max(1000),
    link: z.string().trim().max(500).optional(),
    target: z.enum(['all', 'types', 'users']),
    type_ids: z.array(z.coerce.number().int()).optional(),
    user_ids: z.array(z.coerce.number().int()).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.target === 'types' && !v.type_ids?.length) {
      ctx.addIssue({ code: 'custom', path: ['type_ids'], message: 'validation.required' });
    }
    if (v.target === 'users' && !v.user_ids?.length) {
      ctx.addIssue({ code: 'custom', path: ['user_ids'], message: 'validation.required' });
    }
  });

export type NotificationStore = z.infer<typeof NotificationStoreSchema>;

/** Only the audience field that matches the target is sent. */
export function storeBody(v: NotificationStore) {
  return {
    message: v.message,
    ...(v.link ? { link: v.link } : {}),
    target: v.target,
    ...(v.target === 'types' ? { type_ids: v.type_ids } : {}),
    ...(v.target === 'users' ? { user_ids: v.user_ids } : {}),
  };
}
