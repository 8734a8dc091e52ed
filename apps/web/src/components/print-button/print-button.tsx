import { PrinterOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';

/** The button that prints the page (the print stylesheet hides it and the shell). */
export function PrintButton({ children, ...props }: Omit<ButtonProps, 'icon' | 'onClick'>) {
  return (
    <Button icon={<PrinterOutlined />} onClick={() => window.print()} {...props}>
      {children}
    </Button>
  );
}
