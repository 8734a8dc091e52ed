import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBlob } from '../../../api/client';

export type StoredFile = {
  id: number;
  slot: string;
  slot_text: string;
  file_name: string;
  content_type: string;
  url: string;
};

/**
 * A stored photo: its file is behind authorisation (an `<img src>` carries no token), so it is
 * fetched as a blob and shown from memory; a file that is not an image is a link-less name.
 */
function Photo({ file }: { file: StoredFile }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!file.content_type.startsWith('image/')) return;
    let url = '';
    let live = true;
    fetchBlob(file.url, { silent: true }).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  return (
    <li>
      {src ? (
        <img src={src} alt={file.slot_text} width={160} height={160} />
      ) : (
        <span className="field-photo-name">
          <bdi>{file.slot_text}</bdi>: <bdi>{file.file_name}</bdi>
        </span>
      )}
    </li>
  );
}

/** A violation's stored photos and files (the inspector's, the objection's, the fix's). */
export function StoredPhotos({ files }: { files: StoredFile[] }) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <section aria-labelledby="field-files-title">
      <h2 id="field-files-title" className="field-h2">
        {t('violations.files')}
      </h2>
      <ul className="field-photos stored" data-testid="field-stored-files">
        {files.map((f) => (
          <Photo key={f.id} file={f} />
        ))}
      </ul>
    </section>
  );
}
