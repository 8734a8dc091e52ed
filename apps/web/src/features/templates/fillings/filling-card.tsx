import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { bi } from '../labels';

/** A filling's card on the fill and sign pages: the form's name and the filling's status. */
export function FillingCard({
  view,
  children,
}: {
  view: { form: Record<string, unknown>; filling: { status_text: string } };
  children: ReactNode;
}) {
  return (
    <Card
      variant="borderless"
      title={bi(view.form, 'name')}
      extra={
        <Tag color="blue">
          <span data-testid="filling-status">{view.filling.status_text}</span>
        </Tag>
      }
    >
      {children}
    </Card>
  );
}
