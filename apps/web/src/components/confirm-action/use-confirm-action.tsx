import type { HookAPI } from 'antd/es/modal/useModal';
import { lazy, type ReactElement, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { notice } from '../notice/notice';

const ConfirmHost = lazy(() => import('./confirm-host'));

/** Where the lazily mounted ConfirmHost hands over antd's modal API. */
export type ModalSlot = { modal?: HookAPI; waiting: ((modal: HookAPI) => void)[] };

const testId = (id: string) => ({ 'data-testid': id }) as Record<`data-${string}`, string>;

type ConfirmKind = 'delete' | 'status';

export type ConfirmOptions = {
  /** The action; a rejection shows the spec's "Error" dialog. */
  onConfirm: () => Promise<unknown> | unknown;
  kind?: ConfirmKind;
  /** Dictionary keys overriding the spec's default wording. */
  title?: string;
  text?: string;
  okText?: string;
  /** The action's name for the OK button of a status change ("Yes, approve!"); a deletion keeps the spec's "Yes, delete it!". */
  action?: string;
  /**
   * A 422's field errors: the caller shows them under its inputs and returns the messages of
   * fields it does not show; the "Error" dialog then lists only those (none: no dialog).
   */
  onFieldErrors?: (errors: Record<string, string[]>) => string[];
};

/**
 * The spec's confirmation before destructive actions and status changes: "Are you sure? You won't
 * be able to revert this!" with "Yes, delete it!" / "No, cancel!" (a status change names its
 * action instead: "Yes, approve!"); cancelling shows "Cancelled"
 * (status changes) or "Cancelled Delete" (deletions). `confirm` resolves true when the action ran;
 * render `holder` once where the hook is used. antd's Modal is loaded with the first confirmation
 * (a list screen does not load it up front).
 */
export function useConfirmAction(): [(opts: ConfirmOptions) => Promise<boolean>, ReactElement] {
  const slot = useRef<ModalSlot>({ waiting: [] }).current;
  const [mounted, setMounted] = useState(false);
  const { t } = useTranslation();
  const modalApi = () =>
    slot.modal
      ? Promise.resolve(slot.modal)
      : new Promise<HookAPI>((ready) => {
          slot.waiting.push(ready);
          setMounted(true);
        });
  const okText = (kind: ConfirmKind, action?: string) =>
    kind === 'delete'
      ? t('confirm.ok')
      : action
        ? t('confirm.ok_action', { action })
        : t('confirm.ok_status');
  const holder = <Suspense fallback={null}>{mounted ? <ConfirmHost slot={slot} /> : null}</Suspense>;
  const confirm = (opts: ConfirmOptions) =>
    modalApi().then(
      (modal) =>
        new Promise<boolean>((resolve) => {
          const kind = opts.kind ?? 'delete';
          modal.confirm({
            title: t(opts.title ?? 'confirm.title'),
            content: t(opts.text ?? 'confirm.text'),
            okText: opts.okText ? t(opts.okText) : okText(kind, opts.action),
            cancelText: t('confirm.cancel'),
            okButtonProps: { danger: kind === 'delete', ...testId('confirm-ok') },
            cancelButtonProps: testId('confirm-cancel'),
            onOk: async () => {
              try {
                await opts.onConfirm();
                resolve(true);
              } catch (e) {
                resolve(false);
                const fields = isApiError(e) && e.isValidation ? e.errors : {};
                const orphans = Object.keys(fields).length ? opts.onFieldErrors?.(fields) : undefined;
                if (orphans?.length === 0) return;
                const text = orphans?.join(' ') || (isApiError(e) && e.message) || t('notice.error_retry');
                modal.error({ title: t('notice.error_title'), content: text, okText: t('common.ok') });
              }
            },
            onCancel: () => {
              notice('info', t(kind === 'delete' ? 'confirm.cancelled_delete' : 'confirm.cancelled'));
              resolve(false);
            },
          });
        }),
    );
  return [confirm, holder];
}
