import type { ActionDef } from '@mashaer/contract';
import { Button, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFormData } from '../../api/form-data';
import { isLang } from '../../i18n/i18n';
import { ActionField, useConfirmedPost } from '../confirm-action/use-confirmed-post';
import { FileUpload } from '../file-upload/file-upload';

/** What an action's input may ask for, by field name (the contract's zod schema declares them). */
export type ActionValues = {
  reason?: string;
  note?: string;
  reject_reason?: string;
  rejection_reason?: string;
  reject_cause?: string;
  conditions?: string;
  rejection_cause?: string;
  reject_answer?: string;
  answer?: string;
  resolution?: string;
  days?: number;
  validity_period?: number;
  file?: File;
};
const TEXT_FIELDS = [
  'reason',
  'note',
  'reject_reason',
  'rejection_reason',
  'reject_cause',
  'conditions',
  'rejection_cause',
  'reject_answer',
  'answer',
  'resolution',
] as const;
/** Periods in days (temporary licences' `days`, the readiness licence's `validity_period`). */
const DAY_FIELDS = ['days', 'validity_period'] as const;

/** The field names an action's declared input schema has (a zod object), or none. */
function inputFields(a: Pick<ActionDef<string>, 'input'>): string[] {
  const shape = (a.input as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

type Props = {
  /** The record's `allowed_actions` from the server. */
  actions: readonly string[];
  /** The workflow's declared actions (contract): labels, inputs, confirmation. */
  declared: Record<string, ActionDef<string>>;
  /** Where an action is posted. */
  path: (action: string) => string;
  /** The body sent (default: the inputs; a file makes it multipart). */
  body?: (action: string, values: ActionValues) => Record<string, unknown>;
  /** After the server accepted the action (refresh the record). */
  onDone?: (action: string) => unknown;
};

/**
 * The buttons of a record's `allowed_actions`, with the inputs each declares (a reason, a
 * validity period in days, a file) and the spec's confirmation before posting ("Are you sure? You
 * won't be able to revert this!" / "Yes, …!" / "No, cancel!"). Renders nothing when no action is open.
 */
export function WorkflowActions({ actions, declared, path, body, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'ar';
  const [values, setValues] = useState<ActionValues>({});
  const { post, holder, errors } = useConfirmedPost(() => undefined);
  const open = actions.filter((a) => declared[a]);
  if (!open.length) return null;
  const fields = new Set(open.flatMap((a) => inputFields(declared[a])));
  const run = async (action: string) => {
    const wanted = new Set(inputFields(declared[action]));
    const picked = Object.fromEntries(
      Object.entries(values).filter(([k, v]) => wanted.has(k) && v !== undefined && v !== ''),
    ) as ActionValues;
    const data = body ? body(action, picked) : (picked as Record<string, unknown>);
    const file = picked.file;
    const done = await post(path(action), file ? toFormData({ ...data, file: undefined }, { file }) : data, {
      action: declared[action].label[lang],
      fields: [...fields],
    });
    if (!done) return;
    setValues({});
    await onDone?.(action);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="workflow-actions">
      {holder}
      {TEXT_FIELDS.filter((f) => fields.has(f)).map((f) => (
        <ActionField key={f} errors={errors[f]}>
          <Input.TextArea
            rows={2}
            maxLength={1000}
            value={values[f] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            placeholder={t(`workflow.input.${f}`)}
            aria-label={t(`workflow.input.${f}`)}
            data-testid={`workflow-input-${f}`}
          />
        </ActionField>
      ))}
      {DAY_FIELDS.filter((f) => fields.has(f)).map((f) => (
        <ActionField key={f} label={t(`workflow.input.${f}`)} errors={errors[f]}>
          <InputNumber
            min={1}
            max={3650}
            value={values[f]}
            onChange={(d) => setValues((v) => ({ ...v, [f]: d ?? undefined }))}
            aria-label={t(`workflow.input.${f}`)}
            data-testid={`workflow-input-${f}`}
          />
        </ActionField>
      ))}
      {fields.has('file') && (
        <ActionField errors={errors.file}>
          <FileUpload
            value={values.file}
            onChange={(file) => setValues((v) => ({ ...v, file }))}
            types={['pdf', 'png', 'jpeg']}
            testId="workflow-file"
          />
        </ActionField>
      )}
      <Space wrap>
        {open.map((a) => (
          <Button key={a} onClick={() => void run(a)} data-testid={`action-${a}`}>
            {declared[a].label[lang]}
          </Button>
        ))}
      </Space>
    </Space>
  );
}
