import {
  dataResponse,
  idParam,
  ListQuerySchema,
  LooseListResponseSchema,
  LooseRecordSchema,
  listResponseSchema,
  MessageResponseSchema,
  messageResponse,
} from '@mashaer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from './actor';

/**
 * The five routes of a resource whose rules live in its own service (a `defineCrud` table does
 * not fit): `POST <base>` list (`?page`, filters in the body), `GET <base>/<get>/:id`,
 * `POST <base>/store` (201), `POST <base>/update/:id`, `DELETE <base>/<destroy>/:id`. The spec's
 * path words differ by resource (`edit`/`getbyid`, `delete`/`destroy`), hence `paths`. One
 * permission guards all five; `:id` routes declare their table for the object-scope suite.
 */
export function resourceRoutes<L extends z.ZodType, S extends z.ZodType>(
  app: FastifyInstance,
  def: {
    base: string;
    access: Access;
    table: string;
    tags: string[];
    paths?: { get?: string; destroy?: string };
    /**
     * The contract's schema of a record as answered (list rows, `get`, store and update); without
     * it the answers keep the list protocol and `{ data }` / `{ message, data }` around records
     * sent as they are.
     */
    row?: z.ZodType;
    list: { body: L; run: (req: FastifyRequest, q: { page: number; body: z.infer<L> }) => Promise<unknown> };
    get: (req: FastifyRequest, id: number) => Promise<unknown>;
    save: {
      body: S;
      store: (req: FastifyRequest, body: z.infer<S>) => Promise<unknown>;
      update: (req: FastifyRequest, id: number, body: z.infer<S>) => Promise<unknown>;
    };
    destroy: (req: FastifyRequest, id: number) => Promise<unknown>;
  },
) {
  // Answers are checked by the serializer against the response schemas (outside production), so
  // the type provider types only the input here.
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, access, tags } = def;
  const row = def.row ?? LooseRecordSchema;
  const byId = { config: { access, resource: { table: def.table } }, schema: { tags, params: idParam } };
  const answer = (status: number, schema: z.ZodType) => ({
    response: { [status]: schema } as Record<number, z.ZodType>,
  });
  r.post(
    base,
    {
      config: { access },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: def.list.body,
        ...answer(200, def.row ? listResponseSchema(def.row) : LooseListResponseSchema),
      },
    },
    (req) => def.list.run(req, { page: req.query.page, body: (req.body ?? {}) as z.infer<L> }),
  );
  r.get(
    `${base}/${def.paths?.get ?? 'edit'}/:id`,
    { ...byId, schema: { ...byId.schema, ...answer(200, dataResponse(row)) } },
    (req) => def.get(req, req.params.id),
  );
  r.post(
    `${base}/store`,
    { config: { access }, schema: { tags, body: def.save.body, ...answer(201, messageResponse(row)) } },
    async (req, reply) => reply.code(201).send(await def.save.store(req, req.body as z.infer<S>)),
  );
  r.post(
    `${base}/update/:id`,
    { ...byId, schema: { ...byId.schema, body: def.save.body, ...answer(200, messageResponse(row)) } },
    (req) => def.save.update(req, req.params.id, req.body as z.infer<S>),
  );
  r.delete(
    `${base}/${def.paths?.destroy ?? 'delete'}/:id`,
    { ...byId, schema: { ...byId.schema, ...answer(200, MessageResponseSchema) } },
    (req) => def.destroy(req, req.params.id),
  );
}
