/**
 * A multipart body: text fields as strings (booleans as 1/0, spec §5), arrays as repeated
 * `name[]` entries, files under their field names.
 */
export function toFormData(values: Record<string, unknown>, files: Record<string, File | undefined> = {}) {
  const fd = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) fd.append(`${key}[]`, v instanceof Blob ? v : String(v));
    else if (typeof value === 'boolean') fd.append(key, value ? '1' : '0');
    else if (value instanceof Blob) fd.append(key, value);
    else fd.append(key, String(value));
  }
  for (const [key, file] of Object.entries(files)) if (file) fd.append(key, file);
  return fd;
}
