/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL_MENA?: string;
  readonly VITE_SITE_URL_ARAFAT?: string;
  readonly VITE_SITE_URL_MUZDALIFAH?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
