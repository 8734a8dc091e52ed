import {
  ENG_GUIDE_FILE_SLOTS,
  EngGuideSchema,
  NEWS_FILE_SLOTS,
  NEWS_TYPE_FILES,
  NEWS_TYPES,
  NewsSchema,
  type NewsType,
  WebSettingSchema,
} from '@mashaer/contract';
import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../components/file-upload/file-field';
import { FormField, TextField } from '../../components/resource-form';
import { type ColumnDef, searchFilter } from '../../components/resource-list';
import type { ResourceView } from '../../resources/define-resource';

export const id: ColumnDef = { key: 'id', title: 'common.id', sortable: true, width: 70 };
export const search = [searchFilter('cms.fields.search')];
const day = (r: Record<string, unknown>) => String(r.created_at ?? '').slice(0, 10);
/** A text field `name` (`rows`: a text area), its label `cms.fields.<name>`; `ltr` an English one. */
const text = (name: string, max: number, rows = 0, ltr = false) => (
  <TextField
    name={name}
    label={`cms.fields.${name}`}
    max={max}
    rows={rows}
    ltr={ltr}
    testId={`field-${name}`}
  />
);

/** A text in Arabic and in English: the fields `<name>` and `<name>_en`. */
export const bilingual = (name: string, max: number, rows = 0) => (
  <>
    {text(name, max, rows)}
    {text(`${name}_en`, max, rows, true)}
  </>
);

/** The visible flag (1/0) of a news bar line or a setting. */
export const visibleField = (
  <FormField
    name="visible"
    label="cms.fields.visible"
    valuePropName="checked"
    getValueProps={(v: unknown) => ({ checked: v === 1 || v === true })}
    normalize={(v: boolean) => (v ? 1 : 0)}
  >
    <Switch data-testid="field-visible" />
  </FormField>
);

function TypeText({ type }: { type: unknown }) {
  const { t } = useTranslation();
  return <>{t(`cms.news_types.${String(type)}`)}</>;
}

/** The news item's fields; the file its type asks for (images, video) shown and required with it. */
function NewsFields() {
  const { t } = useTranslation();
  const type = Form.useWatch('news_type', Form.useFormInstance()) as NewsType | undefined;
  const needs = type ? NEWS_TYPE_FILES[type] : null;
  return (
    <>
      {text('news_title', 300)}
      {text('news_description', 20_000, 6)}
      <FormField name="news_type" label="cms.fields.news_type">
        <Select
          options={NEWS_TYPES.map((v) => ({ value: v, label: t(`cms.news_types.${v}`) }))}
          placeholder={t('common.choose')}
          data-testid="field-news_type"
        />
      </FormField>
      <FileField name="main_news_image" spec={NEWS_FILE_SLOTS.main_news_image} />
      {needs === 'other_news_image' && (
        <FileField name="other_news_image" spec={NEWS_FILE_SLOTS.other_news_image} required />
      )}
      {needs === 'news_video' && <FileField name="news_video" spec={NEWS_FILE_SLOTS.news_video} required />}
    </>
  );
}

export const newsCenter: ResourceView = {
  columns: [
    id,
    { key: 'news_title', title: 'cms.fields.news_title' },
    { key: 'news_type', title: 'cms.fields.news_type', render: (r) => <TypeText type={r.news_type} /> },
    { key: 'created_at', title: 'cms.fields.created_at', text: day, priority: 2 },
  ],
  filters: search,
  form: { schema: NewsSchema, multipart: true, initialValues: { news_type: 'news' }, fields: <NewsFields /> },
};

export const engGuide: ResourceView = {
  columns: [
    id,
    { key: 'title', title: 'cms.fields.guide_title' },
    { key: 'description', title: 'cms.fields.description', priority: 2, wrap: true, width: 320 },
    { key: 'created_at', title: 'cms.fields.created_at', text: day, priority: 3 },
  ],
  filters: search,
  form: {
    schema: EngGuideSchema,
    multipart: true,
    fields: (
      <>
        <TextField name="title" label="cms.fields.guide_title" max={300} testId="field-title" />
        {text('description', 5_000, 4)}
        <FileField name="file" spec={ENG_GUIDE_FILE_SLOTS.file} />
      </>
    ),
  },
};

function SettingTitle({ row }: { row: Record<string, unknown> }) {
  const { i18n } = useTranslation();
  return <>{String(i18n.language === 'en' ? row.title_en : row.title)}</>;
}

export const settings: ResourceView = {
  columns: [
    id,
    { key: 'title', title: 'cms.fields.setting', render: (r) => <SettingTitle row={r} /> },
    { key: 'key', title: 'cms.fields.key', priority: 3 },
    { key: 'visible', title: 'cms.fields.visible', text: (r) => (r.visible ? '✓' : '—') },
  ],
  filters: search,
  form: {
    schema: WebSettingSchema,
    fields: (
      <>
        {bilingual('title', 200)}
        {bilingual('value', 10_000, 5)}
        {visibleField}
      </>
    ),
  },
};
