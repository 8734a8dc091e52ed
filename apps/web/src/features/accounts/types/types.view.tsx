import { UserTypeNamesSchema } from '@mashaer/contract';
import { tagColumn } from '../../../components/resource-list';
import { namesView } from '../../../resources/names';
import { accountsNames } from '../shared/names';

const names = namesView(accountsNames('name_ar'), UserTypeNamesSchema);

export const view = {
  ...names,
  columns: [...names.columns, tagColumn('code', 'accounts.code', (r) => String(r.code))],
} satisfies typeof names;
