import { type MessageResponse, type ProfileUpdate, ProfileUpdateSchema } from '@mashaer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, fetchBlob, request } from '../../api/client';
import type { SessionUser } from '../../session/session-types';

export type Profile = { user: SessionUser; signature_url: string | null; stamp_url: string | null };

export const profileQuery = () =>
  queryOptions({ queryKey: ['profile'], queryFn: () => api.get<{ data: Profile }>('profile') });

export { ProfileUpdateSchema };

export const updateProfile = (body: ProfileUpdate) =>
  api.post<MessageResponse<{ user?: SessionUser }>>('profile/update', body);

export const changePassword = (body: Record<string, unknown>) =>
  api.post<MessageResponse>('profile/change-password', body);

export const saveSignature = (signature: string) =>
  api.post<MessageResponse>('profile/signature', { signature });

export function uploadStamp(file: File) {
  const body = new FormData();
  body.append('stamp', file);
  return request<MessageResponse>('profile/stamp', { method: 'POST', body });
}

/** An authorised image (signature, stamp) as a blob URL, revoked when no longer shown. */
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
