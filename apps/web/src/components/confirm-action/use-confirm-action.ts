import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { notice } from '../notice/notice';

export type ConfirmKind = 'delete' | 'status';

export type ConfirmOptions = {
  /** The action; a rejection shows the spec's "Error" dialog. */
  onConfirm: () => Promise<unknown> | unknown;
  kind?: ConfirmKind;
  /** Dictionary keys overriding the spec's default wording. */
  title?: string;
  text?: string;
  okText?: string;
};

/**
 * The spec's confirmation before destructive actions and status changes: "Are you sure? You won't
 * be able to revert this!" with "Yes, delete it!" / "No, cancel!"; cancelling shows "Cancelled"
 * (status changes) or "Cancelled Delete" (deletions). Resolves true when the action ran.
 */
export function useConfirmAction() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return (opts: ConfirmOptions) =>
    new Promise<boolean>((resolve) => {
      const kind = opts.kind ?? 'delete';
      modal.confirm({
        title: t(opts.title ?? 'confirm.title'),
        content: t(opts.text ?? 'confirm.text'),
        okText: t(opts.okText ?? 'confirm.ok'),
        cancelText: t('confirm.cancel'),
        okButtonProps: { danger: kind === 'delete' },
        onOk: async () => {
          try {
            await opts.onConfirm();
            resolve(true);
          } catch (e) {
            const text = isApiError(e) && e.message ? e.message : t('notice.error_retry');
            modal.error({ title: t('notice.error_title'), content: text, okText: t('common.ok') });
            resolve(false);
          }
        },
        onCancel: () => {
          notice('info', t(kind === 'delete' ? 'confirm.cancelled_delete' : 'confirm.cancelled'));
          resolve(false);
        },
      });
    });
}
