import { UserTypeNamesSchema } from '@mashaer/contract';
import { Tag } from 'antd';
import { namesView } from '../../../resources/names';
import { accountsNames } from '../shared/names';

const names = namesView(accountsNames('name_ar'), UserTypeNamesSchema);

export const view = {
  ...names,
  columns: [
    ...names.columns,
    {
      key: 'code',
      title: 'accounts.code',
      render: (r) => <Tag>{String(r.code)}</Tag>,
      text: (r) => String(r.code),
    },
  ],
} satisfies typeof names;
