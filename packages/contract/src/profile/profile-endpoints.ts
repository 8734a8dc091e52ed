import { ChangePasswordSchema } from '../auth/auth';
import { defineEndpoint, FileResponseSchema, MessageResponseSchema } from '../endpoint';
import {
  ProfileAnswerSchema,
  ProfileImageSavedSchema,
  ProfileSignatureSchema,
  ProfileUpdatedSchema,
  ProfileUpdateSchema,
} from './profile';

/** `/profile` (spec 000 §2): the caller's own account, password, signature and stamp. */
export const profileEndpoints = {
  show: defineEndpoint({ method: 'GET', path: 'profile', response: ProfileAnswerSchema }),
  update: defineEndpoint({
    method: 'POST',
    path: 'profile/update',
    body: ProfileUpdateSchema,
    response: ProfileUpdatedSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: 'profile/change-password',
    body: ChangePasswordSchema,
    response: MessageResponseSchema,
  }),
  saveSignature: defineEndpoint({
    method: 'POST',
    path: 'profile/signature',
    body: ProfileSignatureSchema,
    response: ProfileImageSavedSchema,
  }),
  saveStamp: defineEndpoint({
    method: 'POST',
    path: 'profile/stamp',
    multipart: true,
    response: ProfileImageSavedSchema,
  }),
  signature: defineEndpoint({ method: 'GET', path: 'profile/signature', response: FileResponseSchema }),
  stamp: defineEndpoint({ method: 'GET', path: 'profile/stamp', response: FileResponseSchema }),
};
