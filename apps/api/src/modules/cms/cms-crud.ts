import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { defineCrud } from '../../lib/crud';

type Def<C extends z.ZodObject, F extends z.ZodRawShape> = Omit<
  Parameters<typeof defineCrud<C, F>>[0],
  'endpoints'
>;

/**
 * A CMS resource as spec 000 §7 spells it: the list GET (`?page`), `edit/{id}`, `store`,
 * `update/{id}`, `destroy/{id}`; and the list protocol's POST of the same list (the list screen).
 */
export async function cmsCrud<C extends z.ZodObject, F extends z.ZodRawShape>(
  app: FastifyInstance,
  ctx: AppContext,
  def: Def<C, F>,
) {
  await defineCrud({
    ...def,
    endpoints: { list: { method: 'GET', path: '' }, delete: { method: 'DELETE', path: '/destroy/:id' } },
  })(app, ctx);
  await defineCrud({
    ...def,
    endpoints: {
      list: { method: 'POST', path: '' },
      edit: false,
      store: false,
      update: false,
      delete: false,
    },
  })(app, ctx);
}
