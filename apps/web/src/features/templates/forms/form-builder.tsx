import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  FORM_TYPE_LABELS,
  FORM_TYPES,
  FormSchema,
  QUESTION_TYPE_LABELS,
  type QuestionType,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, List, Select, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField, formTarget, NamePairFields, ResourceForm } from '../../../components/resource-form';
import { currentLang } from '../../../i18n/i18n';
import { type BuilderData, builderDataQuery, PATHS } from '../api';
import { bi } from '../labels';

type Signer = { type_id: number; signer_num: number; user_id?: number | null };

const move = <T,>(list: T[], i: number, by: number) => {
  const next = [...list];
  const [x] = next.splice(i, 1);
  next.splice(i + by, 0, x);
  return next;
};

/** The chosen questions in their order: add from the bank, move up/down, remove. */
function QuestionPicker({
  value = [],
  onChange,
  data,
}: {
  value?: number[];
  onChange?: (v: number[]) => void;
  data?: BuilderData;
}) {
  const { t } = useTranslation();
  const byId = new Map((data?.questions ?? []).map((q) => [q.id, q]));
  const available = (data?.questions ?? []).filter((q) => !value.includes(q.id));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <List
        bordered
        size="small"
        dataSource={value}
        locale={{ emptyText: t('common.no_data') }}
        renderItem={(id, i) => {
          const q = byId.get(id);
          return (
            <List.Item
              data-testid={`picked-question-${i}`}
              actions={[
                <Button
                  key="up"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  aria-label={t('templates.move_up')}
                  onClick={() => onChange?.(move(value, i, -1))}
                />,
                <Button
                  key="down"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={i === value.length - 1}
                  aria-label={t('templates.move_down')}
                  onClick={() => onChange?.(move(value, i, 1))}
                />,
                <Button
                  key="rm"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('templates.remove')}
                  onClick={() => onChange?.(value.filter((x) => x !== id))}
                />,
              ]}
            >
              <Space>
                <Typography.Text type="secondary">{i + 1}.</Typography.Text>
                <span>{q ? bi(q, 'title') : `#${id}`}</span>
                {q && <Tag>{QUESTION_TYPE_LABELS[q.type as QuestionType]?.[currentLang()]}</Tag>}
                {q?.is_required ? <Tag color="red">{t('templates.required')}</Tag> : null}
              </Space>
            </List.Item>
          );
        }}
      />
      <Select
        showSearch
        value={null}
        style={{ width: '100%' }}
        placeholder={t('templates.add_question')}
        aria-label={t('templates.add_question')}
        optionFilterProp="label"
        options={available.map((q) => ({
          value: q.id,
          label: `${bi(q, 'title')} — ${QUESTION_TYPE_LABELS[q.type as QuestionType]?.[currentLang()]}`,
        }))}
        onChange={(id: number) => onChange?.([...value, id])}
        data-testid="question-picker"
      />
    </Space>
  );
}

/** The signers in signing order: `signer_num` is always the position (1, 2, 3…). */
function SignersEditor({
  value = [],
  onChange,
  data,
}: {
  value?: Signer[];
  onChange?: (v: Signer[]) => void;
  data?: BuilderData;
}) {
  const { t } = useTranslation();
  const renumber = (list: Signer[]) => list.map((s, i) => ({ ...s, signer_num: i + 1 }));
  const set = (list: Signer[]) => onChange?.(renumber(list));
  const types = (data?.user_types ?? []).map((o) => ({ value: Number(o.value), label: o.label }));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((s, i) => (
        <Space key={`${i}-${s.type_id}`} wrap data-testid={`signer-row-${i}`}>
          <Tag color="purple">{i + 1}</Tag>
          <Select
            style={{ width: 200 }}
            value={s.type_id}
            options={types}
            placeholder={t('templates.signer_type')}
            aria-label={t('templates.signer_type')}
            onChange={(type_id: number) =>
              set(value.map((x, j) => (j === i ? { ...x, type_id, user_id: null } : x)))
            }
            data-testid={`signer-type-${i}`}
          />
          <Select
            style={{ width: 260 }}
            allowClear
            value={s.user_id ?? undefined}
            placeholder={t('templates.any_user')}
            aria-label={t('templates.any_user')}
            optionFilterProp="label"
            showSearch
            options={(data?.users ?? [])
              .filter((u) => u.type_id === s.type_id)
              .map((u) => ({ value: Number(u.value), label: u.label }))}
            onChange={(user_id?: number) =>
              set(value.map((x, j) => (j === i ? { ...x, user_id: user_id ?? null } : x)))
            }
          />
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={i === 0}
            aria-label={t('templates.move_up')}
            onClick={() => set(move(value, i, -1))}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={i === value.length - 1}
            aria-label={t('templates.move_down')}
            onClick={() => set(move(value, i, 1))}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('templates.remove')}
            onClick={() => set(value.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => set([...value, { type_id: types[0]?.value ?? 1, signer_num: value.length + 1 }])}
        data-testid="signer-add"
      >
        {t('templates.add_signer')}
      </Button>
    </Space>
  );
}

const toValues = (f: Record<string, unknown>) => ({
  ...f,
  withCategory: f.withCategory === 1,
  signers: ((f.signers as Signer[]) ?? []).map((s) => ({
    type_id: s.type_id,
    signer_num: s.signer_num,
    user_id: s.user_id ?? null,
  })),
});

/** The form builder: names, type, categories flag, ordered questions and ordered signers. */
export function FormBuilder({ id }: { id?: string }) {
  const form = formTarget(id, { edit: PATHS.formEdit, update: PATHS.formUpdate, store: PATHS.formStore });
  const data = useQuery(builderDataQuery());
  const d = data.data?.data;
  return (
    <ResourceForm
      schema={FormSchema}
      {...form}
      toValues={toValues}
      toBody={(v) => ({ ...v, withCategory: v.withCategory ? 1 : 0 })}
      listPath="/forms"
      initialValues={{ type: 'general', withCategory: false, question_ids: [], signers: [] }}
    >
      <NamePairFields labels={['templates.name', 'templates.name_en']} maxLength={200} testId="form-name" />
      <FormField name="type" label="templates.type">
        <Select
          options={FORM_TYPES.map((v) => ({ value: v, label: FORM_TYPE_LABELS[v][currentLang()] }))}
          data-testid="form-type"
        />
      </FormField>
      <FormField name="withCategory" label="templates.with_category" valuePropName="checked">
        <Switch />
      </FormField>
      <FormField name="question_ids" label="templates.form_questions">
        <QuestionPicker data={d} />
      </FormField>
      <FormField name="signers" label="templates.signers">
        <SignersEditor data={d} />
      </FormField>
    </ResourceForm>
  );
}
