import type { MessageResponse } from '@mashaer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { isWarningAnswer, request } from '../../api/client';
import type { ConfirmOptions } from '../confirm-action/use-confirm-action';
import { notice } from '../notice/notice';
import type { Row, RowAction } from './types';

/** The action buttons of one row; confirmed actions use the spec's confirmation. */
type Props<T extends Row> = {
  row: T;
  actions: RowAction<T>[];
  listPath: string;
  askConfirm: (opts: ConfirmOptions) => Promise<boolean>;
};

export function RowActions<T extends Row>({ row, actions, listPath, askConfirm }: Props<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const run = async (action: RowAction<T>) => {
    if (!action.request) return action.onClick?.(row);
    const { path, method = 'POST', body } = action.request(row);
    const call = async () => {
      const answer = await request<MessageResponse>(path, { method, body, silent: Boolean(action.confirm) });
      if (answer?.message && !isWarningAnswer(answer)) notice('success', answer.message);
      action.onDone?.(answer, row);
      await queryClient.invalidateQueries({ queryKey: ['list', listPath] });
    };
    if (action.confirm) await askConfirm({ kind: action.confirm, onConfirm: call });
    else await call().catch(() => undefined);
  };

  const visible = actions.filter((a) => a.visible?.(row) ?? true);
  return (
    <Space size={4} wrap>
      {visible.map((a) => (
        <Tooltip key={a.key} title={a.icon ? t(a.label) : undefined}>
          <Button
            size="small"
            type={a.icon ? 'text' : 'link'}
            danger={a.danger}
            icon={a.icon}
            aria-label={t(a.label)}
            onClick={() => void run(a)}
            data-testid={`row-action-${a.key}`}
          >
            {a.icon ? null : t(a.label)}
          </Button>
        </Tooltip>
      ))}
    </Space>
  );
}
