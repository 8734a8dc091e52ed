import { ViolationLevelRowSchema, ViolationLevelSchema } from '@mashaer/contract';
import { z } from 'zod';
import { violationLevels } from '../../db/schema';
import { defineCrud } from '../../lib/crud';

/** `general/violation_form_levels?page`, `edit/{id}`, `store`, `update/{id}`, `delete/{id}` (§3 pattern). */
export const levelsRoutes = defineCrud({
  module: 'violations',
  table: violationLevels,
  basePath: '/general/violation_form_levels',
  permission: 'view-violation-levels',
  create: ViolationLevelSchema,
  row: ViolationLevelRowSchema,
  filters: {
    schema: { search: z.string().max(100).optional() },
    defs: { search: { op: 'search', columns: [violationLevels.name, violationLevels.name_en] } },
  },
  sorts: { id: violationLevels.id, severity: violationLevels.severity, name: violationLevels.name },
  defaultSort: { by: 'severity', dir: 'asc' },
  unique: [
    { column: violationLevels.name, field: 'name', messageKey: 'violation.level_duplicate' },
    { column: violationLevels.name_en, field: 'name_en', messageKey: 'violation.level_duplicate' },
  ],
});
