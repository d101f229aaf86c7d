/** Everything the /auth page knows when it starts. */
export interface AuthInput {
  /** The query of the /auth URL. */
  query: Record<string, string>;
  /** True inside the platform admin (framed, with a host argument). */
  embedded: boolean;
  /**
   * True when, after a code exchange, the merchant must be sent to the store admin's app page
   * (the platform app opened at top level after install); false for the standalone host.
   */
  exitToStoreAdmin: boolean;
  /** Origin of this page, for the state-URL check. */
  origin: string;
  /** The login state this browser kept when its login started (null: none); a callback must carry it. */
  expectedState: string | null;
  /** Admin origins a state URL may point to besides this page's origin. */
  allowedOrigins: readonly string[];
}

/** The signed-in session the flow produced. */
export interface AuthSession {
  token: string;
  shop: string;
  superAdmin: boolean;
  /** True when the first-run guide still has to be done (skip_install is not 1). */
  guideNeeded: boolean;
  /** SPEC §4: true when is_selected_plan is not 1. */
  isSelectedPlan: boolean;
}

/** Where the flow ends. */
export type AuthOutcome =
  | { type: 'navigate'; to: string; search: Record<string, string>; chargeId?: string; state?: Record<string, string> }
  | { type: 'external'; url: string }
  | { type: 'storeAdmin'; path: string };

export interface AuthContext {
  input: AuthInput;
  session: AuthSession | null;
  /** Translation-free message of the last failure. */
  error: string | null;
  /** Where login said to authorise the app. */
  redirect: string | null;
}

export type AuthEvent = { type: 'auth.retry' };

/** SPEC §8 messages. */
export const AUTHORIZE_FAILED = 'Failed to authorize request.';
export const AUTH_CODE_FAILED = 'Failed to retrieve an authorization code';
/** A callback whose state this browser did not start: refused without exchanging its code. */
export const STATE_MISMATCH = 'This sign-in was not started in this browser.';
