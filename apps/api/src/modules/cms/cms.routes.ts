import { WebSettingRowSchema, WebSettingSchema } from '@mashaer/contract';
import { webSettings } from '../../db/schema';
import { defineCrud } from '../../lib/crud';
import { searchOnly } from '../../lib/named-resource';

/**
 * Spec 000 §7 `cms/web-settings`: list (GET ?page), edit/{id}, update/{id} only — the settings
 * are fixed keys (the readiness pledge first); the texts and the visible flag change.
 */
export const webSettingsRoutes = defineCrud({
  module: 'cms',
  table: webSettings,
  basePath: '/cms/web-settings',
  permission: 'cms-settings',
  create: WebSettingSchema,
  row: WebSettingRowSchema,
  filters: searchOnly(webSettings.key, webSettings.title, webSettings.title_en),
  sorts: { id: webSettings.id, key: webSettings.key },
  defaultSort: { by: 'id', dir: 'asc' },
  present: (row) => ({ ...row, visible: row.visible ? 1 : 0 }),
  endpoints: { list: { method: 'GET', path: '' }, store: false, delete: false },
});
