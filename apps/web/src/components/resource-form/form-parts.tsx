import { Alert, Form, Input } from 'antd';

/**
 * The server's refusals that name no field of the form (what `applyFieldErrors` leaves), above its
 * fields; nothing when there are none.
 */
export function OrphanErrors({ errors }: { errors: string[] }) {
  return errors.length > 0 ? (
    <Alert type="error" showIcon title={errors.join(' — ')} className="form-alert" />
  ) : null;
}

/** Fields the form sends but does not show: their values come from `initialValues` (a link's token). */
export function HiddenFields({ names }: { names: readonly string[] }) {
  return names.map((name) => (
    <Form.Item key={name} name={name} hidden>
      <Input />
    </Form.Item>
  ));
}
