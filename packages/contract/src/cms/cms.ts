import { z } from 'zod';
import { dataResponse, defineEndpoint, messageResponse } from '../endpoint';
import { id } from '../fields';
import { dateField, flag01 } from '../validation';

/** The key of the readiness licence pledge among the web settings (spec 001 §2 /readiness-license/pladge). */
export const READINESS_PLEDGE_SETTING = 'readiness_pledge';
/** The legal text of a regulatory violation order (its notice; the violations area reads it). */
export const REGULATORY_ORDER_SETTING = 'regulatory_order_text';
/** The authority's contact details (phone, e-mail) shown to the companies. */
export const CONTACT_DETAILS_SETTING = 'contact_details';

/** `POST cms/web-settings/update/{id}`: a setting's texts and visible flag (its key is fixed). */
export const WebSettingSchema = z.object({
  title: z.string().trim().min(1).max(200),
  title_en: z.string().trim().min(1).max(200),
  value: z.string().trim().min(1).max(10_000),
  value_en: z.string().trim().min(1).max(10_000),
  visible: flag01.default(1).transform((v) => v === 1),
});

/** A setting as the list and the editor read it (`visible` as 1/0). */
export const WebSettingRowSchema = z.object({
  id,
  key: z.string(),
  title: z.string(),
  title_en: z.string(),
  value: z.string(),
  value_en: z.string(),
  visible: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  updated_at: z.string(),
});

/** Text from the CMS is stored without markup: any tag (a script) is dropped before it is kept. */
export const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => s.replace(/<[^>]*>?/g, '').trim())
    .pipe(z.string().min(1, { error: 'cms.text_required' }));
const optionalDay = z.preprocess((v) => (v === '' || v === null ? undefined : v), dateField.optional());

/** `POST cms/news-bar/store` and `update/{id}`: a short bilingual line, visible between its dates. */
export const NewsBarSchema = z.object({
  text: plain(500),
  text_en: plain(500),
  visible: flag01.default(1).transform((v) => v === 1),
  starts_on: optionalDay,
  ends_on: optionalDay,
});

/** A news bar line as the list, the editor and the top bar read it. */
export const NewsBarRowSchema = z.object({
  id,
  text: z.string(),
  text_en: z.string(),
  visible: z.union([z.literal(0), z.literal(1)]),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
});

/** `POST terms/store` and `update/{id}`: a version of the terms, in both languages. */
export const TermsSchema = z.object({
  title: plain(300),
  title_en: plain(300),
  body: plain(20_000),
  body_en: plain(20_000),
});

/** A version of the terms; `published_at` once every user is asked to accept it again. */
export const TermsRowSchema = z.object({
  id,
  version: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  body: z.string(),
  body_en: z.string(),
  published_at: z.string().nullable(),
  created_at: z.string(),
});

export const cmsEndpoints = {
  /** The lines the top bar scrolls now (visible, within their dates), for every logged-in user. */
  newsBarActive: defineEndpoint({
    method: 'GET',
    path: 'cms/news-bar/active',
    response: dataResponse(z.array(NewsBarRowSchema)),
  }),
  termsPublish: defineEndpoint({
    method: 'POST',
    path: 'terms/publish/{id}',
    response: messageResponse(TermsRowSchema),
  }),
};
