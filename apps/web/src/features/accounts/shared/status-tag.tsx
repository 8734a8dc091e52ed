import type { UserStatus } from '@mashaer/contract';
import { Tag } from 'antd';
import { STATUS_COLOR, statusText } from './labels';

/** A user's status as a coloured tag, in the current language. */
export function StatusTag({ status, text }: { status: string; text?: string }) {
  return (
    <Tag color={STATUS_COLOR[status as UserStatus] ?? 'default'} data-testid="status-tag">
      {text || statusText(status)}
    </Tag>
  );
}
