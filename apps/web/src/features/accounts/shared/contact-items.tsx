import { Descriptions } from 'antd';
import type { TFunction } from 'i18next';

/** An account's e-mail and phone as two `Descriptions` items (left to right in either language). */
export const contactItems = (t: TFunction, a: { email: string | null; phone: string | null }) =>
  (['email', 'phone'] as const).map((k) => (
    <Descriptions.Item key={k} label={t(`accounts.${k}`)}>
      <bdi dir="ltr">{a[k]}</bdi>
    </Descriptions.Item>
  ));
