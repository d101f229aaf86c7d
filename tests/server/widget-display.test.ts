import { describe, expect, it } from 'vitest';
import { callApi, demoToken, useTestServer } from './helpers';
import { getWidget } from './widget-api-helpers';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { getSetupGuide, setSetupGuideStep } from '../../demo/server/store/repositories/flags';
import { DEFAULT_WIDGET_DISPLAYS, STOREFRONT_WIDGETS, WIDGET_DISPLAY_API, widgetDisplayAnswerSchema } from '../../src/contract/widgets';
import { widgetPublicSettingsSchema } from '../../src/contract/widget-api';

const server = useTestServer();
const token = await demoToken();
const call = (path: string) => path.replace('api/v1/admin/', '');
const get = () => callApi(server(), call(WIDGET_DISPLAY_API.get), { token });
const save = (body: unknown) => callApi(server(), call(WIDGET_DISPLAY_API.save), { token, body });

/** The current version of the shop's displays. */
const version = async (): Promise<number> => (await get()).body.data.version;

describe('widget displays', () => {
  it('answers the defaults for a shop that never saved, in the contract shape', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(widgetDisplayAnswerSchema.parse(body.data)).toEqual({ widgets: DEFAULT_WIDGET_DISPLAYS, version: 0 });
  });

  it('saves one widget, keeps the others, bumps the version and refuses a stale version with 409 and the saved displays', async () => {
    const before = await version();
    const shows = { enabled: true, placements: ['product', 'home'], options: { title: 'Photos', rows: 3, columns: 4 } };
    const saved = await save({ widget: 'shows', display: shows, version: before });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(before + 1);
    expect(saved.body.data.widgets.shows).toEqual(shows);
    expect(saved.body.data.widgets.carousel).toEqual(DEFAULT_WIDGET_DISPLAYS.carousel);
    expect((await get()).body.data).toEqual(saved.body.data);

    const stale = await save({ widget: 'shows', display: { ...shows, enabled: false }, version: before });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ version: before + 1, widgets: { shows } });
    expect((await get()).body.data.widgets.shows.enabled).toBe(true);
  });

  it('refuses wrong values with 422 and the path of each field', async () => {
    const v = await version();
    const bad = await save({ widget: 'shows', display: { enabled: true, placements: ['home'], options: { title: 'x', rows: 9, columns: 1 } }, version: v });
    expect(bad.status).toBe(422);
    expect(bad.body.data.issues.map((i: { path: string }) => i.path).sort()).toEqual(['display.options.columns', 'display.options.rows']);
    const unknown = await save({ widget: 'nope', display: DEFAULT_WIDGET_DISPLAYS.widget, version: v });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.issues[0].path).toBe('widget');
    const missing = await save({ widget: 'tab', display: { enabled: true, placements: ['every_page'], options: { position: 'top' } }, version: v });
    expect(missing.status).toBe(422);
    expect(missing.body.data.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['display.options.position', 'display.options.text', 'display.options.color', 'display.options.text_color']),
    );
    expect(await version()).toBe(v);
  });

  it('refuses a place the widget cannot take, and a place named twice', async () => {
    const v = await version();
    const elsewhere = await save({ widget: 'rating', display: { ...DEFAULT_WIDGET_DISPLAYS.rating, placements: ['product', 'thank_you'] }, version: v });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.data.issues.map((i: { path: string }) => i.path)).toEqual(['display.placements.1']);
    const twice = await save({ widget: 'rating', display: { ...DEFAULT_WIDGET_DISPLAYS.rating, placements: ['home', 'home'] }, version: v });
    expect(twice.status).toBe(422);
    expect(twice.body.data.issues).toEqual([expect.objectContaining({ path: 'display.placements.1', code: 'duplicate' })]);
    expect(await version()).toBe(v);
  });

  it('reads a stored row over the defaults: an option added later and a value out of range take their default', async () => {
    const stored = { widget: { enabled: false, placements: ['product'], options: { show_summary: false } }, shows: { enabled: true, options: { rows: 99 } } };
    server().db.prepare('UPDATE widget_displays SET json_data = ? WHERE shop_id = ?').run(JSON.stringify(stored), DEMO_SHOP_ID);
    const { widgets } = (await get()).body.data;
    expect(widgets.widget).toEqual({ enabled: false, placements: ['product'], options: { ...DEFAULT_WIDGET_DISPLAYS.widget.options, show_summary: false } });
    expect(widgets.shows).toEqual({ ...DEFAULT_WIDGET_DISPLAYS.shows, enabled: true });
    expect(Object.keys(widgets)).toEqual([...STOREFRONT_WIDGETS]);
  });

  it('marks the setup guide step when the review widget is saved on', async () => {
    setSetupGuideStep(server().db, DEMO_SHOP_ID, 'clicked_custom_reviews_widget_btn', 0);
    await save({ widget: 'qa', display: DEFAULT_WIDGET_DISPLAYS.qa, version: await version() });
    expect(getSetupGuide(server().db, DEMO_SHOP_ID).clicked_custom_reviews_widget_btn).toBe(0);
    await save({ widget: 'widget', display: DEFAULT_WIDGET_DISPLAYS.widget, version: await version() });
    expect(getSetupGuide(server().db, DEMO_SHOP_ID).clicked_custom_reviews_widget_btn).toBe(1);
  });

  it('needs a session', async () => {
    expect((await callApi(server(), call(WIDGET_DISPLAY_API.get))).status).toBe(401);
  });
});

describe('public settings', () => {
  it('carry every widget display as saved, the shop name and domain, and never the CSS or moderation keys', async () => {
    const carousel = { ...DEFAULT_WIDGET_DISPLAYS.carousel, enabled: true, options: { ...DEFAULT_WIDGET_DISPLAYS.carousel.options, max_items: 5 } };
    await save({ widget: 'carousel', display: carousel, version: await version() });
    const { body } = await getWidget(server(), 'settings');
    const settings = widgetPublicSettingsSchema.parse(body?.data);
    expect(settings.widgets.carousel).toEqual(carousel);
    expect(Object.keys(settings.widgets)).toEqual([...STOREFRONT_WIDGETS]);
    expect(settings.shop_name).not.toBe('');
    expect(settings.shop_domain).toMatch(/\./);
    for (const key of ['rating_css_code', 'reviews_css_code', 'is_auto_publish', 'auto_publish_min_rating']) expect(body?.data).not.toHaveProperty(key);
    expect(JSON.stringify(body)).not.toContain('@');
  });
});
