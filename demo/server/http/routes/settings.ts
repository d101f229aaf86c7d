import { Hono } from 'hono';
import { z } from 'zod';
import { saveVersioned, settingsVersion } from '../../store/repositories/settings-versions';
import { saveShopConfigRequestSchema as saveConfigSchema } from '../../../../src/contract/requests';
import type { AppContext, AppEnv } from '../context';
import { setShopConfigValue } from '../../store/repositories/configs';
import { shopConfigOf } from '../shop-view';
import { getWidgetSettings, saveWidgetSettings } from '../../store/repositories/settings';
import { ok } from '../envelope';
import { ResultCode, businessError } from '../../domain/errors';
import { isShopConfigKey } from '../../domain/shop-config';
import { requirePlanFeature } from '../../domain/plan-gate';
import { requirePlan } from '../../store/repositories/plans';
import { readBody, validationError } from '../validate';
import { widgetSettingsPatchSchema } from '../../domain/widget-settings';
import { sanitizeWidgetCss } from '../../../../src/lib/css/widget-css';

/** A settings patch with the version the edit started from. */
const savePatchSchema = widgetSettingsPatchSchema.extend({ version: z.int().min(0).optional() });

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

  app.get('/get_shop_config_set', (c) => ok(c, shopConfigOf(ctx.db, c.var.session.shop)));

  app.get('/get_shop_configs', (c) => ok(c, { configs: shopConfigOf(ctx.db, c.var.session.shop) }));

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
    return ok(c, shopConfigOf(ctx.db, c.var.session.shop));
  });

  app.get('/get_user_settings', (c) => {
    const shopId = c.var.session.shop.id;
    return ok(c, { ...getWidgetSettings(ctx.db, shopId), version: settingsVersion(ctx.db, shopId, 'shop_settings') });
  });

  // The custom CSS is stored sanitised; when a CSS field was sent, `css_removed` (additive) lists per
  // field what was removed and why.
  app.post('/save_shop_settings', async (c) => {
    const { version, ...body } = await readBody(c, savePatchSchema);
    const { settings: patch, removed } = sanitizeWidgetCss(body);
    const shopId = c.var.session.shop.id;
    // New custom CSS needs a plan with custom_css; clearing it or saving it unchanged does not.
    const before = getWidgetSettings(ctx.db, shopId);
    if ((['rating_css_code', 'reviews_css_code'] as const).some((field) => body[field] !== undefined && body[field].trim() !== '' && body[field] !== before[field])) {
      requirePlanFeature(requirePlan(ctx.db, c.var.session.shop.pricing_plan_id).permissions, 'custom_css');
    }
    const saved = saveVersioned(ctx.db, shopId, 'shop_settings', version, () => getWidgetSettings(ctx.db, shopId), () => saveWidgetSettings(ctx.db, shopId, patch));
    return ok(c, Object.keys(removed).length > 0 ? { ...saved, css_removed: removed } : saved);
  });

  return app;
}
