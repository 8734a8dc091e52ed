import { Tag } from 'antd';
import type { ColumnDef, Row } from './types';

/**
 * A column that shows its text in a tag (`color`: one for every row, or the row's own); printed
 * and exported as the text (`more`: width, sorting…).
 */
export const tagColumn = <T extends Row>(
  key: string,
  title: string,
  show: (row: T) => string,
  color?: string | ((row: T) => string | undefined),
  more: Omit<ColumnDef<T>, 'key' | 'title'> = {},
): ColumnDef<T> => ({
  key,
  title,
  render: (r) => <Tag color={typeof color === 'function' ? color(r) : color}>{show(r)}</Tag>,
  text: show,
  ...more,
});
