import type { LoginResponse as LoginAnswer } from '../../src/contract/auth';

export interface LoginInput {
  /** The shop from the address (`/login?shop=`), shown in the field at first. */
  shop?: string;
}

export interface LoginContext {
  /** What the merchant typed in the shop field. */
  shop: string;
  /** The normalised shop domain of the submit in flight (or last submitted). */
  domain: string | null;
  /** Set when the typed shop cannot be a shop domain. */
  invalidShop: boolean;
  /**
   * Why the last login failed: the server's or network's message, '' when the answer named no
   * authorisation page. Null when nothing failed.
   */
  failure: string | null;
  /** Where the platform asks the merchant to authorise the app. */
  redirect: string | null;
}

export type LoginEvent =
  | { type: 'login.change'; shop: string }
  | { type: 'login.submit' }
  | { type: 'login.retry' }
  | { type: 'login.dismissError' };

export type { LoginAnswer };
