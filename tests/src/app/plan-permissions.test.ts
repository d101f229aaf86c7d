import { describe, expect, it } from 'vitest';
import type { StartupData } from '../../../machines/startup/startup.types';
import { firstPlanWith, planAllows, refusedFeatureOf } from '../../../src/app/plan-permissions';

const withPlan = (permissions: string) => ({ plan: { permissions }, userInfo: { permissions: '{}' } }) as unknown as StartupData;

describe('planAllows', () => {
  it('reads the plan permissions (SPEC §6 permissionsData) of startup data', () => {
    const data = withPlan(JSON.stringify({ custom_css: true, qa: false }));
    expect(planAllows(data, 'custom_css')).toBe(true);
    expect(planAllows(data, 'qa')).toBe(false);
    expect(planAllows(data, 'referral')).toBe(false);
  });

  it('grants nothing before startup has data or when the permissions do not parse', () => {
    expect(planAllows(null, 'import_reviews')).toBe(false);
    expect(planAllows(withPlan('not json'), 'import_reviews')).toBe(false);
  });

  it('names the first plan of each feature', () => {
    expect([firstPlanWith('custom_css'), firstPlanWith('referral'), firstPlanWith('api_access')]).toEqual(['Starter', 'Growth', 'Enterprise']);
  });
});

describe('refusedFeatureOf', () => {
  it('finds the feature of a plan refusal kept as text, and nothing else', () => {
    expect(refusedFeatureOf('plan_feature_required: custom_css')).toBe('custom_css');
    expect(refusedFeatureOf('plan_feature_required: flying')).toBeNull();
    expect(refusedFeatureOf('Widgets store unavailable')).toBeNull();
    expect(refusedFeatureOf(null)).toBeNull();
  });
});
