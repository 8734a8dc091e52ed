import { CampSchema } from '@mashaer/contract';
import { Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  basePaths,
  GridField,
  ResourceForm,
  SearchSelect,
  useFormTarget,
} from '../../../components/resource-form';
import { useAllData } from '../api';

/** /camps/create and /camps/update/:id: spec §3 "Camp"; is_developed travels as 1/0. */
export function CampFormPage() {
  const { form } = useFormTarget(basePaths('general/camps'));
  const { t } = useTranslation();
  const all = useAllData();
  const opts = all.data?.data;
  return (
    <ResourceForm
      schema={CampSchema}
      {...form}
      toValues={(r: Record<string, unknown>) => ({ ...r, is_developed: r.is_developed === 1 })}
      toBody={(v: Record<string, unknown>) => ({ ...v, is_developed: v.is_developed ? 1 : 0 })}
      listPath="/camps"
      initialValues={{ status: 'notready', is_developed: false, tents_count: 0, size: 0 }}
    >
      <Row gutter={16}>
        <GridField name="square_id" label="camps.fields.square">
          <SearchSelect loading={all.isLoading} options={opts?.squares} data-testid="square_id" />
        </GridField>
        <GridField name="camp_number" label="camps.fields.camp_number">
          <Input maxLength={20} data-testid="camp_number" />
        </GridField>
        <GridField name="city_id" label="camps.fields.city">
          <Select allowClear options={opts?.cities} placeholder={t('common.choose')} />
        </GridField>
        <GridField name="status" label="camps.fields.status">
          <Select options={opts?.statuses} data-testid="status" />
        </GridField>
        <GridField name="mina_label" label="camps.fields.mina_label">
          <Input maxLength={50} dir="ltr" />
        </GridField>
        <GridField name="mina_plot_number" label="camps.fields.mina_plot_number">
          <Input maxLength={50} dir="ltr" />
        </GridField>
        <GridField md={8} name="tents_count" label="camps.fields.tents_count">
          <InputNumber min={0} style={{ width: '100%' }} />
        </GridField>
        <GridField md={8} name="size" label="camps.fields.size">
          <InputNumber min={0} style={{ width: '100%' }} />
        </GridField>
        <GridField md={8} name="is_developed" label="camps.fields.is_developed" valuePropName="checked">
          <Switch checkedChildren={t('camps.yes')} unCheckedChildren={t('camps.no')} />
        </GridField>
      </Row>
    </ResourceForm>
  );
}
