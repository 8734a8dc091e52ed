import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchBlob } from './client';

/** An authorised file (a signature, a stamp, a news image or video) as a blob URL, revoked when no longer shown. */
export function useAuthorizedImage(url: string | null | undefined) {
  const query = useQuery({
    queryKey: ['authorized-image', url],
    queryFn: async () => URL.createObjectURL(await fetchBlob(url ?? '', { silent: true })),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  useEffect(() => {
    const blobUrl = query.data;
    return () => {
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    };
  }, [query.data]);
  return query;
}
