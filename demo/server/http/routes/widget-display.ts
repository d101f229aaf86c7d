import { Hono } from 'hono';
import {
  WIDGET_ALLOWED_PLACEMENTS,
  type StorefrontWidget,
  type WidgetDisplay,
  type WidgetDisplayAnswer,
  saveWidgetDisplaySchema,
  widgetDisplaySchemas,
} from '../../../../src/contract/widgets';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';
import { ApiError, ResultCode } from '../../domain/errors';
import { readJsonBody, validate, type ValidationIssue } from '../validate';
import { saveVersioned, settingsVersion } from '../../store/repositories/settings-versions';
import { WIDGET_DISPLAYS_OBJECT, getWidgetDisplays, putWidgetDisplay } from '../../store/repositories/widget-display';
import { requirePlanFeature } from '../../domain/plan-gate';
import { OPTION_PLAN_FEATURES, WIDGET_PLAN_FEATURES } from '../../../../src/contract/plans';
import { requirePlan } from '../../store/repositories/plans';
import { setSetupGuideStep } from '../../store/repositories/flags';

/** The widgets whose saving on counts as the setup guide's "customise the reviews widget" step. */
const GUIDE_WIDGETS: ReadonlySet<StorefrontWidget> = new Set(['widget', 'rating']);

/**
 * Runs a check, turning its validation refusal into a 422 with the same `data.issues`
 * (`{path, code, message}`), each path under `prefix` when given.
 */
function unprocessable<T>(check: () => T, prefix?: string): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== ResultCode.validation) throw error;
    const { issues } = error.data as { issues: ValidationIssue[] };
    throw refusal(prefix ? issues.map((i) => ({ ...i, path: i.path === 'body' ? prefix : `${prefix}.${i.path}` })) : issues);
  }
}

const refusal = (issues: ValidationIssue[]): ApiError =>
  new ApiError(ResultCode.validation, issues.map((i) => `${i.path}: ${i.message}`).join('; '), 422, { issues });

/**
 * One widget's display checked by its own schema: the options of that widget, places from
 * WIDGET_ALLOWED_PLACEMENTS only and each once. Paths name the payload (`display.options.rows`).
 * @throws ApiError 422 with `data.issues`.
 */
function checkedDisplay<W extends StorefrontWidget>(widget: W, display: unknown): WidgetDisplay<W> {
  const parsed = unprocessable(() => validate(widgetDisplaySchemas[widget], display) as WidgetDisplay<W>, 'display');
  const allowed: readonly string[] = WIDGET_ALLOWED_PLACEMENTS[widget];
  const issues: ValidationIssue[] = [];
  parsed.placements.forEach((place, index) => {
    const path = `display.placements.${index}`;
    if (!allowed.includes(place)) issues.push({ path, code: 'invalid_value', message: `must be one of ${allowed.join(', ')}` });
    else if (parsed.placements.indexOf(place) !== index) issues.push({ path, code: 'duplicate', message: 'is named twice' });
  });
  if (issues.length > 0) throw refusal(issues);
  return parsed;
}

/**
 * The storefront widgets' displays (admin, session): `GET get_widget_display` → `{widgets, version}`
 * (every widget, saved over the defaults); `POST save_widget_display` `{widget, display, version}`
 * stores one widget's whole display, checked by its schema (422 `data.issues` with paths like
 * `display.options.rows`), under optimistic locking (a stale version → 409 with the saved displays).
 * Saving the review widget or the rating badge on marks the setup guide's widget step done.
 */
export function widgetDisplayRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/get_widget_display', (c) => {
    const shopId = c.var.session.shop.id;
    const answer: WidgetDisplayAnswer = { widgets: getWidgetDisplays(ctx.db, shopId), version: settingsVersion(ctx.db, shopId, WIDGET_DISPLAYS_OBJECT) };
    return ok(c, answer);
  });

  app.post('/save_widget_display', async (c) => {
    const raw = await readJsonBody(c);
    const body = unprocessable(() => validate(saveWidgetDisplaySchema, raw));
    const display = checkedDisplay(body.widget, body.display);
    const shopId = c.var.session.shop.id;
    // Turning on a widget or an option the plan gates (Q&A, referral, photo and video reviews) needs that feature;
    // one already on may be edited or turned off.
    const before = getWidgetDisplays(ctx.db, shopId)[body.widget];
    const permissions = () => requirePlan(ctx.db, c.var.session.shop.pricing_plan_id).permissions;
    const feature = WIDGET_PLAN_FEATURES[body.widget];
    if (feature && display.enabled && !before.enabled) requirePlanFeature(permissions(), feature);
    for (const [option, gated] of Object.entries(OPTION_PLAN_FEATURES)) {
      const on = (options: Record<string, unknown>) => options[option] === true;
      if (gated && on(display.options) && !on(before.options)) requirePlanFeature(permissions(), gated);
    }
    const saved = saveVersioned(
      ctx.db,
      shopId,
      WIDGET_DISPLAYS_OBJECT,
      body.version,
      () => ({ widgets: getWidgetDisplays(ctx.db, shopId) }),
      () => ({ widgets: putWidgetDisplay(ctx.db, shopId, body.widget, display, ctx.now()) }),
    );
    if (GUIDE_WIDGETS.has(body.widget) && display.enabled) setSetupGuideStep(ctx.db, shopId, 'clicked_custom_reviews_widget_btn', 1);
    const answer: WidgetDisplayAnswer = saved;
    return ok(c, answer);
  });

  return app;
}
