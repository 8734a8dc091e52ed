import type { MessageResponse } from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client';
import type { LoginAnswer, SessionUser } from '../../session/session-types';

export type CodeSent = { phone: string; expires_in: number; resend_after: number };
export type Credentials = { email: string; password: string };

export const checkUser = (body: Credentials) =>
  api.post<MessageResponse<CodeSent>>('Check-user-with-sms', body);

export const login = (body: Credentials & { code: string }) =>
  api.post<LoginAnswer>('auth/login', { ...body, platform: 'mena' });

const fetchPolicy = () => api.get<{ data: { title: string; text: string } }>('auth/policy');
/** The usage policy, in the given language (its texts are the caller's language: a switch asks again). */
export const policyQuery = (lang: string) =>
  queryOptions({ queryKey: ['auth', 'policy', lang], queryFn: fetchPolicy });

export const acknowledgePolicy = () =>
  api.post<MessageResponse<{ user: SessionUser }>>('auth/acknowledge-policy', {});

export const register = (body: FormData) =>
  request<MessageResponse>('auth/register', { method: 'POST', body });

export const requestPasswordReset = (email: string) =>
  api.post<MessageResponse>('auth/password-reset-request', { email });

export const resetPassword = (body: {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}) => api.post<MessageResponse>('auth/password-reset', body);

export const resubmitRegistration = (body: FormData) =>
  request<MessageResponse>('auth/registration', { method: 'POST', body });
