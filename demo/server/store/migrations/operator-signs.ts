/**
 * Schema step adding the operator entry signs already exchanged (each is single use), kept until
 * the sign would have expired anyway. `IF NOT EXISTS` keeps it safe to re-run.
 */
export const OPERATOR_SIGNS_STEP = `
  CREATE TABLE IF NOT EXISTS used_operator_signs (
    jti TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS used_operator_signs_by_expiry ON used_operator_signs (expires_at);
`;
