import {
  flag01,
  ListBodyBaseSchema,
  ListQuerySchema,
  USER_STATUS_LABELS,
  USER_STATUSES,
  USER_TYPES,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { listResponse } from '../../lib/list';
import { currentUser, scopeOrg } from '../../plugins/access';
import { listUsers } from './users.repository';

const tags = ['users'];

export const UserListBodySchema = ListBodyBaseSchema.extend({
  name: z.string().max(100).optional(),
  email: z.string().max(190).optional(),
  search: z.string().max(100).optional(),
  type_id: z.union([z.coerce.number().int().positive().max(2_147_483_647), z.literal('')]).optional(),
  status: z.union([z.enum(USER_STATUSES), z.literal('')]).optional(),
  is_government: z.union([flag01, z.literal('')]).optional(),
});

/** Spec §7 "Users". */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/users',
    {
      config: { access: { permission: 'user-index' } },
      schema: { tags, querystring: ListQuerySchema, body: UserListBodySchema },
    },
    async (req) => {
      const page = await listUsers(
        ctx.db,
        { page: req.query.page, body: req.body },
        scopeOrg(currentUser(req)),
      );
      return listResponse(page, {
        type_id: USER_TYPES.map((t) => ({ value: t.id, label: t[req.lang] })),
        status: USER_STATUSES.map((s) => ({ value: s, label: USER_STATUS_LABELS[s][req.lang] })),
      });
    },
  );
}
