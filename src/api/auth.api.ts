import { authResponseSchema, channelwillSignSchema, loginResponseSchema } from '../contract/auth';
import type { LoginPayload } from '../contract/requests';
import type { HttpClient } from './http';
import { answer } from './parse';

/** Auth and session calls. */
export function authApi(http: HttpClient) {
  return {
    /** Completes an authorisation: the callback's query params plus domain and referral code. */
    auth: (params: Record<string, string>, domain: string, referralCode: string) =>
      http.post('api/v1/admin/auth', { ...params, domain, referral_code: referralCode }, { read: true }).then(answer(authResponseSchema)),
    /** Rejects only (no /400): the login page keeps what the merchant typed and shows the error. */
    login: (payload: LoginPayload) =>
      http.post('api/v1/admin/login', payload, { rejectOnly: true }).then(answer(loginResponseSchema)),
    /** Exchanges an operator's signed link for a session. */
    exchangeSign: (sign: string, shopifyShopId: string) =>
      http
        .post('api/v1/admin/exchange_customer_token_by_sign', { sign, shopify_shop_id: shopifyShopId }, { read: true })
        .then(answer(authResponseSchema)),
    /** A signed link to the provider's other apps. */
    getChannelwillSign: () => http.get('api/v1/admin/get_channelwill_sign').then(answer(channelwillSignSchema)),
  };
}
