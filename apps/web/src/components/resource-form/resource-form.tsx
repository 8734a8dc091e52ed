import type { MessageResponse } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error';
import { api, isWarningAnswer, request } from '../../api/client';
import { toFormData } from '../../api/form-data';
import { notice } from '../notice/notice';
import { ErrorState, PageSpinner } from '../page-state/page-states';
import { SchemaProvider } from './form-context';
import { OrphanErrors } from './form-parts';
import { applyFieldErrors, issuesByField, normalizeValues } from './zod-rules';

type Values = Record<string, unknown>;

const isFiles = (v: unknown) =>
  v instanceof Blob || (Array.isArray(v) && v.length > 0 && v.every((f) => f instanceof Blob));
/** The files chosen in a multipart form (the schema checks the text fields only). */
const chosenFiles = (raw: Values) => Object.fromEntries(Object.entries(raw).filter(([, v]) => isFiles(v)));

/** `S` is the contract schema (its parsed values reach `toBody`); `R` the record an edit loads. */
type ResourceFormProps<S extends z.ZodType = z.ZodType, R = Values> = {
  /** Contract schema: the client rules (the server applies the same). */
  schema: S;
  mode: 'create' | 'edit';
  /** Edit: GET this path; its `data` fills the form (through `toValues`). */
  loadPath?: string;
  toValues?: (record: R) => Values;
  submitPath: string;
  /** The request body from the parsed values (default: the parsed values). */
  toBody?: (values: z.output<S>) => Values;
  multipart?: boolean;
  /** Where success goes (the list screen), carrying the server's message. */
  listPath: string;
  /** A different next screen from the answer (an assignment continues to NewAssign); state carries the record. */
  successPath?: (answer: MessageResponse) => string;
  initialValues?: Values;
  title?: string;
  submitLabel?: string;
  /** Fires on every value change (dependent widgets). */
  onValuesChange?: (changed: Values, all: Values) => void;
  children: ReactNode;
};

/**
 * One component for create and edit: zod rules from the contract under each field, server 422
 * errors under theirs, "Please Check errors before submit" when anything is wrong, and on
 * success the list screen with the server's message (spec "Success flow").
 */
export function ResourceForm<S extends z.ZodType, R = Values>(props: ResourceFormProps<S, R>) {
  const { schema, mode, loadPath, toValues, submitPath, toBody, multipart, listPath, initialValues } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [orphans, setOrphans] = useState<string[]>([]);
  const record = useQuery({
    queryKey: ['form', loadPath],
    queryFn: () => api.get<{ data: unknown }>(loadPath ?? ''),
    enabled: mode === 'edit' && Boolean(loadPath),
    gcTime: 0,
  });

  useEffect(() => {
    if (record.data)
      form.setFieldsValue(toValues ? toValues(record.data.data as R) : (record.data.data as Values));
  }, [record.data, form, toValues]);

  const checkErrors = () => notice('danger', t('notice.check_errors'));

  const submit = async (raw: Values) => {
    const values = normalizeValues(raw);
    const parsed = schema.safeParse(values, { reportInput: true });
    if (!parsed.success) {
      setOrphans(applyFieldErrors(form, issuesByField(parsed.error, values)));
      return checkErrors();
    }
    const body = (toBody ? toBody(parsed.data) : parsed.data) as Values;
    setSaving(true);
    setOrphans([]);
    try {
      const answer = await request<MessageResponse>(submitPath, {
        method: 'POST',
        body: multipart ? toFormData({ ...body, ...chosenFiles(raw) }) : body,
      });
      if (isWarningAnswer(answer)) return;
      const next = props.successPath && answer ? props.successPath(answer) : listPath;
      await navigate(next, { state: { flash: answer?.message ?? t('notice.saved'), record: answer?.data } });
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        setOrphans(applyFieldErrors(form, e.errors));
        checkErrors();
      }
    } finally {
      setSaving(false);
    }
  };

  if (mode === 'edit' && record.isLoading) return <PageSpinner />;
  if (mode === 'edit' && record.isError) return <ErrorState onRetry={() => void record.refetch()} />;

  return (
    <Card className="resource-form" title={props.title ? t(props.title) : undefined} variant="borderless">
      <SchemaProvider value={schema}>
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(v) => void submit(v)}
          onFinishFailed={checkErrors}
          onValuesChange={props.onValuesChange}
          scrollToFirstError
          noValidate
        >
          <OrphanErrors errors={orphans} />
          {props.children}
          <Space className="form-actions">
            <Button type="primary" htmlType="submit" loading={saving} data-testid="form-submit">
              {t(props.submitLabel ?? (mode === 'create' ? 'common.create' : 'common.save'))}
            </Button>
            <Button onClick={() => navigate(listPath)}>{t('common.cancel')}</Button>
          </Space>
        </Form>
      </SchemaProvider>
    </Card>
  );
}

/** Where a record's form reads and writes: its edit answer, its update and the store path. */
type FormPaths = {
  edit: (id: string) => string;
  update: (id: string) => string;
  store: string;
};

/** A create-or-edit form's mode, load and submit paths: editing with a record id, creating without. */
export const formTarget = (id: string | undefined, paths: FormPaths) =>
  id
    ? { mode: 'edit' as const, loadPath: paths.edit(id), submitPath: paths.update(id) }
    : { mode: 'create' as const, loadPath: undefined, submitPath: paths.store };

/** The same for the route's `:id` (`…/create` has none, `…/update/:id` has one). */
export function useFormTarget(paths: FormPaths) {
  const { id } = useParams();
  return { id, edit: Boolean(id), form: formTarget(id, paths) };
}

/** The paths of an API area that follows `<base>/edit/:id`, `<base>/update/:id`, `<base>/store`. */
export const basePaths = (base: string): FormPaths => ({
  edit: (id) => `${base}/edit/${id}`,
  update: (id) => `${base}/update/${id}`,
  store: `${base}/store`,
});
