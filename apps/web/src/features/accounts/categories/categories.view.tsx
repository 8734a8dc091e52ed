import { CategorySchema } from '@mashaer/contract';
import { namesView } from '../../../resources/names';
import { accountsNames } from '../shared/names';

export const view = namesView(accountsNames('name'), CategorySchema);
