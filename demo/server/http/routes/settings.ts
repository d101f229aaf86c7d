import { Hono } from 'hono';
import { z } from 'zod';
import { saveVersioned, settingsVersion } from '../../store/repositories/settings-versions';
import { saveShopConfigRequestSchema as saveConfigSchema } from '../../../../src/contract/requests';
import type { AppContext, AppEnv } from '../context';
import { getShopConfig, setShopConfigValue } from '../../store/repositories/configs';
import { getWidgetSettings, saveWidgetSettings } from '../../store/repositories/settings';
import { ok } from '../envelope';
import { ResultCode, businessError } from '../../domain/errors';
import { isShopConfigKey } from '../../domain/shop-config';
import { readBody, validationError } from '../validate';
import { widgetSettingsPatchSchema, type WidgetSettings } from '../../domain/widget-settings';
import { WIDGET_CSS_SCOPE, type CssRemoval } from '../../../../src/contract/widget-css';
import { sanitizeCss } from '../../../../src/lib/css/sanitize-css';

/** A settings patch with the version the edit started from. */
const savePatchSchema = widgetSettingsPatchSchema.extend({ version: z.int().min(0).optional() });

/** The custom CSS fields of the widget settings and the widget whose host element scopes each. */
const CSS_FIELDS = { rating_css_code: WIDGET_CSS_SCOPE.rating, reviews_css_code: WIDGET_CSS_SCOPE.reviews } as const;

/**
 * The patch with its custom CSS sanitised (scoped to its widget, stripped of what could hurt the
 * store), and per CSS field sent what was removed and why, for the admin to show.
 */
function sanitizePatchCss(patch: Partial<WidgetSettings>): { patch: Partial<WidgetSettings>; removed: Partial<Record<keyof typeof CSS_FIELDS, CssRemoval[]>> } {
  const clean = { ...patch };
  const removed: Partial<Record<keyof typeof CSS_FIELDS, CssRemoval[]>> = {};
  for (const field of Object.keys(CSS_FIELDS) as (keyof typeof CSS_FIELDS)[]) {
    const css = patch[field];
    if (css === undefined) continue;
    const result = sanitizeCss(css, { scope: CSS_FIELDS[field] });
    clean[field] = result.css;
    removed[field] = result.removed;
  }
  return { patch: clean, removed };
}

const INTEGER_TEXT = /^[+-]?\d{1,15}$/;

/** Parses a config value sent with type 'integer'; throws a 400 validation error when it is not one. */
function parseIntegerValue(value: string | number): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && INTEGER_TEXT.test(value.trim())) return Number.parseInt(value.trim(), 10);
  throw validationError([
    { path: 'value', code: 'invalid_type', message: `must be an integer when type is "integer" (received ${JSON.stringify(value)})` },
  ]);
}

/** Shop config and review-widget settings calls. */
export function settingsRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/get_shop_config_set', (c) => ok(c, getShopConfig(ctx.db, c.var.session.shop.id)));

  app.get('/get_shop_configs', (c) => ok(c, { configs: getShopConfig(ctx.db, c.var.session.shop.id) }));

  app.post('/save_shop_config', async (c) => {
    const body = await readBody(c, saveConfigSchema);
    const { key } = body;
    if (!isShopConfigKey(key)) businessError(ResultCode.unknownConfigKey, `Unknown config key: ${key}`);
    const shopId = c.var.session.shop.id;
    if (body.type === 'integer') {
      setShopConfigValue(ctx.db, shopId, key, parseIntegerValue(body.value), 'integer');
    } else {
      setShopConfigValue(ctx.db, shopId, key, String(body.value), 'string');
    }
    return ok(c, getShopConfig(ctx.db, shopId));
  });

  app.get('/get_user_settings', (c) => {
    const shopId = c.var.session.shop.id;
    return ok(c, { ...getWidgetSettings(ctx.db, shopId), version: settingsVersion(ctx.db, shopId, 'shop_settings') });
  });

  // The custom CSS is stored sanitised; when a CSS field was sent, `css_removed` (additive) lists per
  // field what was removed and why.
  app.post('/save_shop_settings', async (c) => {
    const { version, ...body } = await readBody(c, savePatchSchema);
    const { patch, removed } = sanitizePatchCss(body);
    const shopId = c.var.session.shop.id;
    const saved = saveVersioned(ctx.db, shopId, 'shop_settings', version, () => getWidgetSettings(ctx.db, shopId), () => saveWidgetSettings(ctx.db, shopId, patch));
    return ok(c, Object.keys(removed).length > 0 ? { ...saved, css_removed: removed } : saved);
  });

  return app;
}
