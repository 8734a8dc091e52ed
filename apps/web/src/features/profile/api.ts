import { type MessageResponse, type ProfileUpdate, ProfileUpdateSchema } from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client';
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

// The authorised image hook is shared (the news page shows its images the same way).
export { useAuthorizedImage } from '../../api/authorized-image';
