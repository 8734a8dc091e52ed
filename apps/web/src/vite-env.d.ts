/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL_MENA?: string;
  readonly VITE_SITE_URL_ARAFAT?: string;
  readonly VITE_SITE_URL_MUZDALIFAH?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:route-names' {
  /** Each feature's route names in Arabic (`{ <area>: { routes } }`): scripts/route-names.ts. */
  const names: Record<string, { routes: Record<string, unknown> }>;
  export default names;
}

declare module 'virtual:client-messages' {
  /** The server's messages the browser shows, in both languages (scripts/client-messages.ts). */
  const messages: { ar: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> };
  export default messages;
}
