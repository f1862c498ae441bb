// Build-time configuration (web/vite.config.ts fills these from the environment or .env).
export const OPERATOR_EMAIL: string = import.meta.env.VITE_OPERATOR_EMAIL || 'support@dentlead.ru';
export const SUPPORT_EMAIL: string = OPERATOR_EMAIL;
export const SUPPORT_TELEGRAM: string = import.meta.env.VITE_SUPPORT_TELEGRAM || 'dentlead_support';
