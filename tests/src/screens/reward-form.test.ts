import { describe, expect, it } from 'vitest';
import { DEFAULT_REWARD_SETTINGS, rewardSettingsSchema } from '../../../src/contract/review-rewards';
import { allRewardErrors, draftsOf, rewardErrors, rewardKey, settingsOfValues, valuesOfSettings, type RewardDraft } from '../../../src/screens/rewards/reward-form';

const draft = (over: Partial<RewardDraft> = {}): RewardDraft => ({ ...draftsOf(valuesOfSettings(DEFAULT_REWARD_SETTINGS)).photo, ...over });

describe('reward drafts', () => {
  it('round-trip saved settings, and what they send passes the contract', () => {
    const settings = { ...DEFAULT_REWARD_SETTINGS, version: 3 };
    const values = valuesOfSettings(settings);
    expect(values[rewardKey('photo', 'value')]).toBe('10');
    expect(draftsOf(values).photo.value).toBe('10');
    expect(settingsOfValues(values)).toEqual(settings);
    expect(rewardSettingsSchema.safeParse(settingsOfValues(values)).success).toBe(true);
  });

  it.each([
    [1, '0', 'settings.discount.discountValueLimit'],
    [1, '101', 'settings.discount.discountValueLimit'],
    [1, '', 'settings.discount.discountValueLimit'],
    [1, '100', undefined],
    [2, '0', 'enterIntegerThanZero'],
    [2, '-1', 'enterIntegerThanZero'],
    [2, '4.999', 'onlyTwoDecimal'],
    [2, '4.99', undefined],
  ] as const)('value type %s "%s" → %s (SPEC §5)', (valueType, value, key) => {
    expect(rewardErrors(draft({ valueType, value })).value).toBe(key);
  });

  it('checks validity, minimum order and a reminder that comes before expiry', () => {
    expect(rewardErrors(draft({ expiresDays: '366' })).expiresDays).toBe('errors.expiresDays');
    expect(rewardErrors(draft({ expiresDays: '1.5' })).expiresDays).toBe('errors.expiresDays');
    expect(rewardErrors(draft({ minOrder: '10.123' })).minOrder).toBe('errors.minOrder');
    expect(rewardErrors(draft({ minOrder: '49.90' })).minOrder).toBeUndefined();
    expect(rewardErrors(draft({ expiresDays: '3', reminderDays: '3' })).reminderDays).toBe('errors.reminderBeforeExpiry');
    expect(rewardErrors(draft({ expiresDays: '0', reminderDays: '3' })).reminderDays).toBeUndefined();
    expect(rewardErrors(draft({ reminderDays: '31' })).reminderDays).toBe('errors.reminderDays');
  });

  it('a draft the page accepts is one the server accepts', () => {
    const values = valuesOfSettings(DEFAULT_REWARD_SETTINGS);
    const video = draft({ enabled: true, valueType: 2, value: '7.5', minOrder: '20', expiresDays: '14', reminderDays: '2' });
    for (const [field, value] of Object.entries(video)) values[rewardKey('video', field as keyof RewardDraft)] = value;
    expect(allRewardErrors(draftsOf(values))).toEqual({});
    expect(settingsOfValues(values).video).toMatchObject({ enabled: true, valueType: 2, value: 7.5, minOrder: 20, expiresDays: 14, reminderDays: 2 });
    expect(rewardSettingsSchema.safeParse(settingsOfValues(values)).success).toBe(true);
    values[rewardKey('any', 'value')] = '0';
    expect(Object.keys(allRewardErrors(draftsOf(values)))).toEqual(['any']);
  });
});
