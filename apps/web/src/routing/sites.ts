import type { Site } from '@mashaer/contract';

/** The three sibling sites; this one is Mena. URLs come from Vite env, with defaults. */
export const THIS_SITE: Site = 'mena';

const env = import.meta.env;
export const SITE_URLS: Record<Site, string> = {
  mena: env.VITE_SITE_URL_MENA || '/login',
  arafat: env.VITE_SITE_URL_ARAFAT || 'https://arafat.mashaer.sa',
  muzdalifah: env.VITE_SITE_URL_MUZDALIFAH || 'https://muzdalifah.mashaer.sa',
};

export const SITE_ORDER: Site[] = ['mena', 'arafat', 'muzdalifah'];
