/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Operator contact in the personal-data policy (build time; see web/vite.config.ts). */
  readonly VITE_OPERATOR_EMAIL: string;
  /** Support Telegram account name without '@' (build time). */
  readonly VITE_SUPPORT_TELEGRAM: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
