import { z } from 'zod';
import { flag01 } from '../validation';

/** The key of the readiness licence pledge among the web settings (spec 001 §2 /readiness-license/pladge). */
export const READINESS_PLEDGE_SETTING = 'readiness_pledge';

/** `POST cms/web-settings/update/{id}`: a setting's texts and visible flag (its key is fixed). */
export const WebSettingSchema = z.object({
  title: z.string().trim().min(1).max(200),
  title_en: z.string().trim().min(1).max(200),
  value: z.string().trim().min(1).max(10_000),
  value_en: z.string().trim().min(1).max(10_000),
  visible: flag01.default(1).transform((v) => v === 1),
});
