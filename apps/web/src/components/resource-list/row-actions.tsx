import { DeleteOutlined } from '@ant-design/icons';
import type { MessageResponse } from '@mashaer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tooltip } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isWarningAnswer, request } from '../../api/client';
import { listPrefix } from '../../api/list';
import type { ConfirmOptions } from '../confirm-action/use-confirm-action';
import { notice } from '../notice/notice';
import type { Row, RowAction } from './types';

/** The action buttons of one row; confirmed actions use the spec's confirmation. */
type Props<T extends Row> = {
  row: T;
  actions: RowAction<T>[];
  listPath: string;
  askConfirm: (opts: ConfirmOptions) => Promise<boolean>;
  /** Let the buttons wrap onto several lines (phone cards); table cells keep one line. */
  wrap?: boolean;
};

/** Delete looks the same on every list: a red bin with its label as tooltip and accessible name. */
const isDelete = (a: RowAction<Row>) => a.confirm === 'delete' || a.key === 'delete';

export function RowActions<T extends Row>({ row, actions, listPath, askConfirm, wrap = true }: Props<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const run = async (action: RowAction<T>) => {
    if (action.to) return void navigate(action.to(row));
    if (!action.request) return action.onClick?.(row);
    const { path, method = 'POST', body } = action.request(row);
    const call = async () => {
      const answer = await request<MessageResponse>(path, { method, body, silent: Boolean(action.confirm) });
      if (answer?.message && !isWarningAnswer(answer)) notice('success', answer.message);
      action.onDone?.(answer, row);
      await queryClient.invalidateQueries({ queryKey: listPrefix(listPath) });
    };
    if (action.confirm) await askConfirm({ kind: action.confirm, action: t(action.label), onConfirm: call });
    else await call().catch(() => undefined);
  };

  const visible = actions
    .filter((a) => a.visible?.(row) ?? true)
    .map((a) =>
      isDelete(a as RowAction<Row>) ? { ...a, icon: <DeleteOutlined aria-hidden />, danger: true } : a,
    )
    // antd icons name themselves in English ("edit"): the button's own label names it instead.
    .map((a) =>
      isValidElement(a.icon)
        ? {
            ...a,
            icon: cloneElement(a.icon as ReactElement<{ 'aria-hidden'?: boolean }>, { 'aria-hidden': true }),
          }
        : a,
    );
  return (
    <Space size={4} wrap={wrap} className="row-actions">
      {visible.map((a) => (
        <Tooltip key={a.key} title={a.icon ? t(a.label) : undefined}>
          <Button
            size="small"
            type={a.icon ? 'text' : 'link'}
            danger={a.danger}
            icon={a.icon}
            aria-label={a.icon ? t(a.label) : undefined}
            onClick={() => void run(a)}
            data-testid={`row-action-${a.key}`}
          >
            {a.icon ? null : <bdi>{t(a.label)}</bdi>}
          </Button>
        </Tooltip>
      ))}
    </Space>
  );
}
