/**
 * The storefront widgets' displays a merchant saved (on/off, places, options), one JSON object of
 * every saved widget per shop; what was never saved reads as its default. Safe to run again.
 */
export const WIDGET_DISPLAYS_STEP = `
  CREATE TABLE IF NOT EXISTS widget_displays (
    shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
    json_data TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );
`;
