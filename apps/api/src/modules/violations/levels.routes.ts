import { ViolationLevelRowSchema, ViolationLevelSchema } from '@mashaer/contract';
import { violationLevels } from '../../db/schema';
import { defineCrud } from '../../lib/crud';
import { searchOnly, uniqueNames } from '../../lib/named-resource';

/** `general/violation_form_levels?page`, `edit/{id}`, `store`, `update/{id}`, `delete/{id}` (§3 pattern). */
export const levelsRoutes = defineCrud({
  module: 'violations',
  table: violationLevels,
  basePath: '/general/violation_form_levels',
  permission: 'view-violation-levels',
  create: ViolationLevelSchema,
  row: ViolationLevelRowSchema,
  filters: searchOnly(violationLevels.name, violationLevels.name_en),
  sorts: { id: violationLevels.id, severity: violationLevels.severity, name: violationLevels.name },
  defaultSort: { by: 'severity', dir: 'asc' },
  unique: uniqueNames(violationLevels, 'violation.level_duplicate'),
});
