import { Hono } from 'hono';
import { languageCodeSchema as langSchema, saveWordsRequestSchema as saveSchema } from '../../../../src/contract/requests';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';
import { saveVersioned, settingsVersion } from '../../store/repositories/settings-versions';
import { LANGUAGES } from '../../../../src/contract/constants';
import { readBody, validationError } from '../validate';
import { WIDGET_WORD_KEYS, defaultWidgetWordTree } from '../../domain/widget-words';
import { requirePlanFeature } from '../../domain/plan-gate';
import { getWidgetSettings } from '../../store/repositories/settings';
import { requirePlan } from '../../store/repositories/plans';

/** Parses self-defined words: a JSON object of known word keys to texts of at most 500 characters. */
function parseWords(json: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw validationError([{ path: 'json_data', code: 'invalid_json', message: 'must be a JSON object' }]);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw validationError([{ path: 'json_data', code: 'invalid_type', message: 'must be a JSON object' }]);
  }
  const issues = Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => {
    if (!WIDGET_WORD_KEYS.includes(k)) return [{ path: `json_data.${k}`, code: 'unknown_key', message: `unknown word "${k}"` }];
    if (typeof v !== 'string' || v.length > 500) return [{ path: `json_data.${k}`, code: 'invalid_value', message: 'must be a text of at most 500 characters' }];
    return [];
  });
  if (issues.length) throw validationError(issues);
  return value as Record<string, string>;
}

/** Storefront languages and the merchant's own words for the widgets. */
export function languageRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/get_languages', (c) => ok(c, { list: LANGUAGES.map(({ code, name }) => ({ code, name })) }));

  app.get('/get_shop_availiable_langs', (c) => {
    const rows = ctx.db
      .prepare('SELECT lang, is_primary FROM shop_storefront_langs WHERE shop_id = ? ORDER BY is_primary DESC, lang')
      .all(c.var.session.shop.id) as { lang: string; is_primary: number }[];
    const list = rows.length ? rows : [{ lang: 'en', is_primary: 1 }];
    return ok(c, {
      list: list.map((r) => ({ code: r.lang, name: LANGUAGES.find((l) => l.code === r.lang)?.name ?? r.lang, primary: r.is_primary === 1 })),
    });
  });

  app.get('/get_shop_selfdefine_lang', (c) => {
    const parsed = langSchema.safeParse(c.req.query('lang') ?? 'en');
    if (!parsed.success) throw validationError([{ path: 'lang', code: 'invalid_value', message: 'must be one of the 20 supported language codes' }]);
    const row = ctx.db
      .prepare('SELECT json_data FROM shop_selfdefine_langs WHERE shop_id = ? AND lang = ?')
      .get(c.var.session.shop.id, parsed.data) as { json_data: string } | undefined;
    const version = settingsVersion(ctx.db, c.var.session.shop.id, `words:${parsed.data}`);
    return ok(c, { lang: parsed.data, json_data: row?.json_data ?? '{}', version, default_words: defaultWidgetWordTree(parsed.data) });
  });

  app.post('/set_shop_selfdefine_lang', async (c) => {
    const body = await readBody(c, saveSchema);
    const words = parseWords(body.json_data);
    const json = JSON.stringify(words);
    const shopId = c.var.session.shop.id;
    const saved = () => {
      const row = ctx.db.prepare('SELECT json_data FROM shop_selfdefine_langs WHERE shop_id = ? AND lang = ?').get(shopId, body.lang) as { json_data: string } | undefined;
      return { lang: body.lang, json_data: row?.json_data ?? '{}' };
    };
    // Own words for a language other than the shop's widget language need a plan with multi_language
    // (clearing them, or saving them unchanged, does not).
    if (body.lang !== getWidgetSettings(ctx.db, shopId).language && json !== '{}' && json !== saved().json_data) {
      requirePlanFeature(requirePlan(ctx.db, c.var.session.shop.pricing_plan_id).permissions, 'multi_language');
    }
    const write = () => {
      ctx.db
        .prepare(`INSERT INTO shop_selfdefine_langs (shop_id, lang, json_data, updated_at) VALUES (?, ?, ?, ?)
          ON CONFLICT(shop_id, lang) DO UPDATE SET json_data = excluded.json_data, updated_at = excluded.updated_at`)
        .run(shopId, body.lang, json, ctx.now());
      return { lang: body.lang, json_data: json };
    };
    return ok(c, saveVersioned(ctx.db, shopId, `words:${body.lang}`, body.version, saved, write));
  });

  return app;
}
