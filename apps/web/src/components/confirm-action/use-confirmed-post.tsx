import { Typography } from 'antd';
import { cloneElement, isValidElement, type ReactNode, useId, useState } from 'react';
import { request } from '../../api/client';
import { notice } from '../notice/notice';
import { useConfirmAction } from './use-confirm-action';

type FieldErrors = Record<string, string[]>;

type PostOptions = {
  /** The action's name on the confirmation's OK button ("Yes, issue the licence!"). */
  action?: string;
  method?: 'POST' | 'PUT' | 'DELETE';
  /** The fields this action's inputs show; the server's errors for them go under them. */
  fields?: readonly string[];
};

/**
 * An action posted after the spec's confirmation: the server's message is the success notice; a
 * 422's field errors go under the action's own inputs (`errors`, rendered with `ActionField`) and
 * only the rest reaches the "Error" dialog.
 */
export function useConfirmedPost(onDone: (answer: unknown) => unknown) {
  const [ask, holder] = useConfirmAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const post = (path: string, body: unknown, opts: PostOptions = {}) =>
    ask({
      kind: 'status',
      action: opts.action,
      onFieldErrors: (all) => {
        const known = new Set(opts.fields ?? []);
        const mine = Object.entries(all).filter(([k]) => known.has(k.split('.')[0]));
        setErrors(Object.fromEntries(mine.map(([k, m]) => [k.split('.')[0], m])));
        return Object.entries(all).flatMap(([k, m]) => (known.has(k.split('.')[0]) ? [] : m));
      },
      onConfirm: async () => {
        setErrors({});
        const answer = await request<{ message?: string }>(path, { method: opts.method ?? 'POST', body });
        if (answer?.message) notice('success', answer.message);
        await onDone(answer);
      },
    });
  return { post, holder, errors, clearErrors: () => setErrors({}) };
}

/**
 * An action's input with the server's refusal under it, as the forms show theirs (plain markup:
 * antd's Form.Item would bring the form machinery into every screen with an action).
 */
export function ActionField({
  errors,
  label,
  children,
}: {
  errors?: string[];
  label?: ReactNode;
  children: ReactNode;
}) {
  // The label names its control (a `<label for>`): the control gets the id unless it has one.
  const ownId = useId();
  const control =
    label && isValidElement<{ id?: string }>(children)
      ? cloneElement(children, { id: children.props.id ?? ownId })
      : children;
  const id = isValidElement<{ id?: string }>(control) ? control.props.id : undefined;
  return (
    <div className="action-field">
      {label && (
        <label htmlFor={id} className="ant-typography action-field-label">
          {label}
        </label>
      )}
      {control}
      {errors?.length ? (
        <Typography.Text type="danger" role="alert" className="action-field-error">
          {errors.join(' ')}
        </Typography.Text>
      ) : null}
    </div>
  );
}
