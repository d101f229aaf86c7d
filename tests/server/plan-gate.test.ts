import { describe, expect, it } from 'vitest';
import { installShop } from '../../demo/server/seed/seed';
import { issueSessionToken } from '../../demo/server/http/tokens';
import { PLAN_CATALOG } from '../../demo/server/domain/plan-catalog';
import { PLAN_FEATURES, PLAN_FEATURE_FIRST_PLAN, PLAN_FEATURE_REQUIRED_CODE, PLAN_LADDER } from '../../src/contract/plans';
import { TEST_SECRET, callApi, useTestServer } from './helpers';
import { upgradeShop } from './plan-helpers';

const NOW = Date.parse('2026-03-15T10:00:00.000Z');
const server = useTestServer({ now: () => NOW });
let count = 0;
const freshShop = () => issueSessionToken(installShop(server().db, `gate-${++count}.myshopify.com`, NOW - 30 * 86_400_000), { secret: TEST_SECRET });

const refusal = (feature: string, plan: string) => ({
  code: PLAN_FEATURE_REQUIRED_CODE,
  message: `plan_feature_required: ${feature}`,
  data: { reason: 'plan_feature_required', feature, plan },
});
const displays = async (token: string) => (await callApi(server(), 'get_widget_display', { token })).body.data;
const turnOn = async (token: string, widget: string) => {
  const { widgets, version } = await displays(token);
  return callApi(server(), 'save_widget_display', { token, body: { widget, display: { ...widgets[widget], enabled: true }, version } });
};

describe('features gated by the plan', () => {
  it('names for each feature the first plan of the catalogue that grants it', () => {
    for (const feature of PLAN_FEATURES) {
      const granting = PLAN_LADDER.filter((name) => PLAN_CATALOG.find((plan) => plan.name === name)?.permissions[feature]);
      expect([feature, granting[0]]).toEqual([feature, PLAN_FEATURE_FIRST_PLAN[feature]]);
      // and every plan above it grants it too
      expect(granting).toEqual(PLAN_LADDER.slice(PLAN_LADDER.indexOf(PLAN_FEATURE_FIRST_PLAN[feature])));
    }
  });

  it('on Free refuses new custom CSS, a referral widget turned on and words in another language with 403', async () => {
    const token = await freshShop();
    const css = await callApi(server(), 'save_shop_settings', { token, body: { reviews_css_code: '.x{color:red}' } });
    expect([css.status, css.body]).toEqual([403, refusal('custom_css', 'Starter')]);
    const referral = await turnOn(token, 'referral');
    expect([referral.status, referral.body]).toEqual([403, refusal('referral', 'Growth')]);
    const words = await callApi(server(), 'set_shop_selfdefine_lang', { token, body: { lang: 'fr', json_data: JSON.stringify({ 'review_form.write_review': 'Donnez votre avis' }) } });
    expect([words.status, words.body]).toEqual([403, refusal('multi_language', 'Starter')]);
    expect((await displays(token)).widgets.referral.enabled).toBe(false);
  });

  it('on Free lets the shop clear CSS, save words in its own language, turn Q&A off and not back on', async () => {
    const token = await freshShop();
    expect((await callApi(server(), 'save_shop_settings', { token, body: { reviews_css_code: '' } })).body.code).toBe(0);
    const own = await callApi(server(), 'set_shop_selfdefine_lang', { token, body: { lang: 'en', json_data: JSON.stringify({ 'review_form.write_review': 'Tell us' }) } });
    expect(own.body.code).toBe(0);
    const { widgets, version } = await displays(token);
    const off = await callApi(server(), 'save_widget_display', { token, body: { widget: 'qa', display: { ...widgets.qa, enabled: false }, version } });
    expect(off.body.code).toBe(0);
    const again = await turnOn(token, 'qa');
    expect([again.status, again.body]).toEqual([403, refusal('qa', 'Starter')]);
    const media = async (ask_media: boolean) => {
      const current = await displays(token);
      const write = current.widgets.write;
      return callApi(server(), 'save_widget_display', { token, body: { widget: 'write', display: { ...write, options: { ...write.options, ask_media } }, version: current.version } });
    };
    expect((await media(false)).body.code).toBe(0);
    const photos = await media(true);
    expect([photos.status, photos.body]).toEqual([403, refusal('photo_video_reviews', 'Starter')]);
  });

  it('after upgrading, the same writes work', async () => {
    const token = await freshShop();
    await upgradeShop(server(), token, 5);
    expect((await callApi(server(), 'save_shop_settings', { token, body: { reviews_css_code: '.x{color:red}' } })).body.code).toBe(0);
    expect((await turnOn(token, 'referral')).body.code).toBe(0);
    const words = await callApi(server(), 'set_shop_selfdefine_lang', { token, body: { lang: 'fr', json_data: JSON.stringify({ 'review_form.write_review': 'Donnez votre avis' }) } });
    expect(words.body.code).toBe(0);
  });
});
