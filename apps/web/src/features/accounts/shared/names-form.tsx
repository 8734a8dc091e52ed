import { Col, Input, Row } from 'antd';
import type { z } from 'zod';
import { FormField, ResourceForm } from '../../../components/resource-form';

type Props = {
  schema: z.ZodType;
  /** The Arabic and English name fields of the resource (`name_ar`/`name_en`, `name`/`name_en`). */
  ar: string;
  en: string;
  id?: string;
  paths: { store?: string; edit: (id: string) => string; update: (id: string) => string };
  listPath: string;
};

/** The create/edit form of a resource that is only a name in two languages (types, categories). */
export function NamesForm({ schema, ar, en, id, paths, listPath }: Props) {
  const edit = Boolean(id);
  return (
    <ResourceForm
      schema={schema}
      mode={edit ? 'edit' : 'create'}
      loadPath={edit ? paths.edit(id ?? '') : undefined}
      submitPath={edit ? paths.update(id ?? '') : (paths.store ?? '')}
      listPath={listPath}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField name={ar} label="accounts.name_ar">
            <Input dir="rtl" data-testid="name-ar" />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name={en} label="accounts.name_en">
            <Input dir="ltr" data-testid="name-en" />
          </FormField>
        </Col>
      </Row>
    </ResourceForm>
  );
}
