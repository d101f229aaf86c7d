/**
 * The Q&A settings a merchant saved, one JSON object per shop; a shop without a row reads the
 * defaults. Safe to run again.
 */
export const QA_SETTINGS_STEP = `
  CREATE TABLE IF NOT EXISTS qa_settings (
    shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
    json_data TEXT NOT NULL
  );
`;
