import { z } from 'zod';
import { UserRecordSchema } from '../accounts/users-answers';
import { MessageResponseSchema, messageResponse } from '../endpoint';
import { id } from '../fields';
import { int, maybe, text } from '../records';

/** The caller as the session holds it (`auth/me`, login, `permission-me`). */
export const SessionUserSchema = z.object({
  id,
  name: text,
  email: text,
  phone: text,
  type_id: id,
  parent_id: maybe(id),
  status: text,
  status_text: text,
  is_acknowledged: z.boolean(),
  is_government: z.boolean(),
  reject_reason: maybe(text),
  company_name: maybe(text),
  roles: z.array(z.object({ id, name: text })),
});

const SessionTypeSchema = z.object({ id, code: text, name: text });

/** The session the web app keeps: the caller, their type, permissions and the alliance flags. */
const SessionSchema = z.object({
  user: SessionUserSchema,
  type: SessionTypeSchema,
  consultant: maybe(z.object({ id, name: text })),
  is_alliance_leader: z.boolean(),
  is_belong_to_alliacne: z.boolean(),
  is_policy: z.boolean(),
  permissions: z.array(text),
});

/** `auth/me`. */
export const SessionAnswerSchema = z.object({ data: SessionSchema });

/** `auth/permission-me`: the session's permissions, caller and type. */
export const PermissionsAnswerSchema = z.object({
  data: SessionSchema.pick({ permissions: true, user: true, type: true }),
});

/** `auth/login`: the session, spread, with its bearer token. */
export const LoginAnswerSchema = SessionSchema.extend({ message: text, access_token: text });

/** `Check-user-with-sms`: where the code went and when it may be asked again. */
export const CodeSentAnswerSchema = messageResponse(
  z.object({ phone: text, expires_in: int, resend_after: int }),
);

/** `auth/acknowledge-policy`: the session, now acknowledged. */
export const PolicyAcknowledgedSchema = messageResponse(SessionSchema);

/** A write whose answer is its notice only. */
export const NoticeSchema = MessageResponseSchema;

/** `auth/registration`: the applicant's own registration, its documents linked. */
export const MyRegistrationSchema = z.object({
  data: UserRecordSchema.extend({
    can_resubmit: z.boolean(),
    files: z.array(z.object({ id, field: text, name: text, size: int, url: text })),
  }),
});

/** `auth/policy`: the usage policy's title and text. */
export const PolicyAnswerSchema = z.object({ data: z.object({ title: text, text }) });
