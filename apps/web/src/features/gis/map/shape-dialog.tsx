import type { Geometry, MapFeature } from '@mashaer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { notice } from '../../../components/notice/notice';
import { zodRule } from '../../../components/resource-form/zod-rules';
import { FEATURES_KEY } from '../api';
import type { ShapeLayer } from './map-style';
import { saveShape, shapeBody } from './shape-api';

// Leaflet's drawing map, its own chunk (as on the register forms).
const DrawMap = lazy(() => import('./draw-map'));

/** The drawing map as the form's control: the form hands it the value and the change handler. */
function ShapeControl({ value, onChange }: { value?: Geometry; onChange?: (g: Geometry) => void }) {
  return (
    <Suspense fallback={null}>
      <DrawMap kind="Polygon" value={value} onChange={(g) => onChange?.(g)} />
    </Suspense>
  );
}

/** The record's name in the dialog's title: the camp's number, the square's name in this language. */
const nameOf = (f: MapFeature, lang: string) =>
  String(
    f.properties.camp_number ?? (lang === 'en' ? f.properties.name_en : f.properties.name) ?? f.properties.id,
  );

/**
 * Drawing a camp's or a square's polygon (issue 34 §3 "editable by drawing"), from the map's card:
 * the current shape on the drawing map, the contract's check under the field before the call, and
 * the server's 422 (a ring not closed, outside the site) under it too; success shows the server's
 * message and redraws the map.
 */
export default function ShapeDialog({
  feature,
  layer,
  onClose,
}: {
  feature: MapFeature;
  layer: ShapeLayer;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ geometry: Geometry }>();
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);

  const submit = async () => {
    let values: { geometry: Geometry };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const answer = await saveShape(layer, Number(feature.properties.id), values.geometry);
      notice('success', answer.message);
      void queryClient.invalidateQueries({ queryKey: FEATURES_KEY });
      onClose();
    } catch (e) {
      // A refusal stays in the dialog, under the field (whatever field the server names).
      if (isApiError(e) && e.isValidation) {
        const messages = Object.values(e.errors).flat();
        form.setFields([{ name: 'geometry', errors: messages.length ? messages : [e.message] }]);
        notice('danger', t('notice.check_errors'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={760}
      title={t(`gis.shape.title_${layer}`, { name: nameOf(feature, i18n.language) })}
      okText={t('common.save')}
      okButtonProps={{ loading: saving, disabled: !changed, 'data-testid': 'shape-save' } as never}
      cancelText={t('common.cancel')}
      cancelButtonProps={{ 'data-testid': 'shape-cancel' } as never}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="shape-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ geometry: feature.geometry as Geometry }}
        onValuesChange={() => setChanged(true)}
        noValidate
      >
        <Form.Item name="geometry" label={t('gis.shape.field')} rules={[zodRule(shapeBody, 'geometry')]}>
          <ShapeControl />
        </Form.Item>
      </Form>
    </Modal>
  );
}
