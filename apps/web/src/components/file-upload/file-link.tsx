import { Button, type ButtonProps } from 'antd';
import { downloadAttachment } from '../../api/download';

type Props = Pick<ButtonProps, 'size' | 'icon' | 'children'> & {
  /** A stored file as the API answers it (`url` under `/api/…`). */
  file: { url: string; file_name: string };
  'data-testid'?: string;
};

/** A stored file as a link (its name unless `children`) that downloads it through the authorised route. */
export function FileLink({ file, children, ...button }: Props) {
  return (
    <Button type="link" {...button} onClick={() => void downloadAttachment(file.url, file.file_name)}>
      {children ?? file.file_name}
    </Button>
  );
}
