// What the cabinet sees in place of a filled secret (shared/domain/integration-secrets.ts); a kind's field rules
// take it for "kept as stored", since the browser never holds the value behind it.
export const SECRET_MASK = '••••••••';
