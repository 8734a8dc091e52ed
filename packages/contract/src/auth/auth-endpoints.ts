import { defineEndpoint, FileResponseSchema } from '../endpoint';
import { CheckUserSchema, LoginSchema, PasswordResetRequestSchema, PasswordResetSchema } from './auth';
import {
  CodeSentAnswerSchema,
  LoginAnswerSchema,
  MyRegistrationSchema,
  NoticeSchema,
  PermissionsAnswerSchema,
  PolicyAcknowledgedSchema,
  PolicyAnswerSchema,
  SessionAnswerSchema,
} from './auth-answers';

/** Spec §7 "Auth": paths verbatim (the registration's bodies are multipart). */
export const authEndpoints = {
  checkUserWithSms: defineEndpoint({
    method: 'POST',
    path: 'Check-user-with-sms',
    body: CheckUserSchema,
    response: CodeSentAnswerSchema,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: 'auth/login',
    body: LoginSchema,
    response: LoginAnswerSchema,
  }),
  logout: defineEndpoint({ method: 'POST', path: 'auth/logout', response: NoticeSchema }),
  permissionMe: defineEndpoint({
    method: 'GET',
    path: 'auth/permission-me',
    response: PermissionsAnswerSchema,
  }),
  me: defineEndpoint({ method: 'GET', path: 'auth/me', response: SessionAnswerSchema }),
  policy: defineEndpoint({ method: 'GET', path: 'auth/policy', response: PolicyAnswerSchema }),
  acknowledgePolicy: defineEndpoint({
    method: 'POST',
    path: 'auth/acknowledge-policy',
    response: PolicyAcknowledgedSchema,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: 'auth/register',
    multipart: true,
    status: 201,
    response: NoticeSchema,
  }),
  myRegistration: defineEndpoint({
    method: 'GET',
    path: 'auth/registration',
    response: MyRegistrationSchema,
  }),
  resubmitRegistration: defineEndpoint({
    method: 'POST',
    path: 'auth/registration',
    multipart: true,
    response: NoticeSchema,
  }),
  registrationFile: defineEndpoint({
    method: 'GET',
    path: 'auth/registration/file/{id}',
    response: FileResponseSchema,
  }),
  passwordResetRequest: defineEndpoint({
    method: 'POST',
    path: 'auth/password-reset-request',
    body: PasswordResetRequestSchema,
    response: NoticeSchema,
  }),
  passwordReset: defineEndpoint({
    method: 'POST',
    path: 'auth/password-reset',
    body: PasswordResetSchema,
    response: NoticeSchema,
  }),
};
