import type { TestApp } from './helpers';

type Json = { properties?: Record<string, Json>; items?: Json; anyOf?: Json[] };
type Doc = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

/**
 * The fields the OpenAPI document declares for a route's 200 answer (`data`; a list: its rows):
 * empty when the route has no `response` schema. Shared by the licences and finance answer tests.
 */
export async function openApiAnswers(app: TestApp) {
  const doc: Doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  return (method: string, path: string): string[] => {
    const op = doc.paths[`/api/${path}`]?.[method];
    const schema = (op?.responses?.['200'] as { content?: Record<string, { schema: Json }> } | undefined)
      ?.content?.['application/json']?.schema;
    const data = schema?.properties?.data;
    const record = data?.properties?.data?.items ?? data?.items ?? data;
    return Object.keys(record?.properties ?? record?.anyOf?.[0]?.properties ?? {});
  };
}
