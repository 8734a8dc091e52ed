import { FILE_LIMITS, type FileKind, type FileType } from '@mashaer/contract';
import type { Rule } from 'antd/es/form';
import { serverText } from '../../i18n/server-text';

const MIME: Record<FileType, string[]> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpeg: ['image/jpeg'],
  webp: ['image/webp'],
  mp4: ['video/mp4'],
  zip: ['application/zip', 'application/x-zip-compressed'],
  dwg: ['image/vnd.dwg', 'application/acad', 'application/octet-stream'],
};
const EXT: Record<FileType, string[]> = {
  pdf: ['.pdf'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  webp: ['.webp'],
  mp4: ['.mp4'],
  zip: ['.zip'],
  dwg: ['.dwg'],
};

export const acceptOf = (types: readonly FileType[]) =>
  types.flatMap((t) => [...EXT[t], ...MIME[t]]).join(',');

type FileSpec = { required: boolean; kind: FileKind; types: readonly FileType[] };

/** The message for a file that breaks the field's rules (spec §5 sizes 2/100/500 MB), or null. */
export function fileProblem(file: File | undefined, spec: FileSpec, onFile = false): string | null {
  if (!file) return spec.required && !onFile ? serverText('file.required') : null;
  const limit = FILE_LIMITS[spec.kind];
  if (file.size > limit) return serverText('file.too_large', { mb: Math.round(limit / 1024 / 1024) });
  const name = file.name.toLowerCase();
  const ok = spec.types.some((t) => MIME[t].includes(file.type) || EXT[t].some((e) => name.endsWith(e)));
  return ok ? null : serverText('file.bad_type', { types: spec.types.join(', ') });
}

/** An antd rule for a `FileUpload` field. `onFile`: a file is already stored, so none is required. */
export const fileRule = (spec: FileSpec, onFile = false): Rule => ({
  validator: async (_rule, value: File | undefined) => {
    const problem = fileProblem(value, spec, onFile);
    if (problem) throw new Error(problem);
  },
});
