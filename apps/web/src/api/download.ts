import { fetchBlob } from './client';

/** An attachment through the authorised route (`url` as the API names it, `/api/…`), saved as `name`. */
export async function downloadAttachment(url: string, name: string) {
  const blob = await fetchBlob(url.replace(/^\/api\//, ''));
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}
