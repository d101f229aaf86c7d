import type { LanguageCode } from '../../src/contract/constants';
import type { ShopPricingPlan } from '../../src/contract/plans';
import type { UserSettings } from '../../src/contract/settings';
import type { DisplayLimit, EmbedsStatus, ShopConfig, UserInfoResponse } from '../../src/contract/shop';

/** Everything the startup calls bring (issued in parallel). */
export interface StartupData {
  userInfo: UserInfoResponse;
  shopConfig: ShopConfig;
  embeds: EmbedsStatus;
  displayLimit: DisplayLimit;
  plan: ShopPricingPlan;
  userSettings: UserSettings;
}

export interface StartupContext {
  data: StartupData | null;
  /** UI language picked after load. */
  language: LanguageCode;
  /** Message of the failed call, for the error banner. */
  error: string | null;
  /** The failure has no message for the merchant (an answer that does not match its contract, a program fault): the banner says so in its own words. */
  unreadable: boolean;
  /** How many loads were started (the first one and each retry). */
  attempts: number;
}

export type StartupEvent =
  | { type: 'startup.start' }
  | { type: 'startup.retry' }
  | { type: 'startup.reload' }
  | { type: 'startup.configSaved'; shopConfig: StartupData['shopConfig'] }
  | { type: 'startup.settingsSaved'; userSettings: StartupData['userSettings'] };
