import type * as z from 'zod/mini';
import {
  FORM_ERROR_CODES,
  REVIEW_FORM_API,
  formFieldErrorSchema,
  mediaSubmitResultSchema,
  reviewFormResultSchema,
  reviewFormSchema,
  type FormFieldError,
  type FormLink,
  type MediaSubmit,
  type MediaSubmitResult,
  type ReviewForm,
  type ReviewFormResult,
  type ReviewFormSubmit,
} from '../../contract/review-form';
import { policyTokenSchema, type PolicyToken } from '../../contract/uploads';
import { linkQuery } from './link';

/** Why a call failed, as the page tells the customer. */
export type FormFailure =
  | { kind: 'invalid'; shop?: FailureShop }
  | { kind: 'expired'; shop?: FailureShop }
  | { kind: 'fields'; errors: FormFieldError[] }
  | { kind: 'flood'; retryAfterSeconds: number }
  /** The network or the server failed: nothing is lost, Retry may work. */
  | { kind: 'network' };

/** The shop of a link that no longer opens the form, when the server names it (`data.shop`). */
export interface FailureShop {
  name: string;
  url: string;
}

/** `data.shop` of a refusal, when it is a shop's name and address. */
function shopOf(data: Record<string, unknown>): FailureShop | undefined {
  const shop = data.shop as Record<string, unknown> | null | undefined;
  return shop && typeof shop.name === 'string' && typeof shop.url === 'string' ? { name: shop.name, url: shop.url } : undefined;
}

/** A refused or failed call. */
export class FormCallError extends Error {
  constructor(readonly failure: FormFailure) {
    super(failure.kind);
  }
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

function failureOf(status: number, body: Envelope | null): FormFailure {
  const code = body?.code;
  const data = (body?.data ?? {}) as Record<string, unknown>;
  if (code === FORM_ERROR_CODES.invalid || status === 403) return { kind: 'invalid', shop: shopOf(data) };
  if (code === FORM_ERROR_CODES.expired || status === 410) return { kind: 'expired', shop: shopOf(data) };
  if (code === FORM_ERROR_CODES.flood || status === 429) {
    const seconds = Number(data.retryAfterSeconds);
    return { kind: 'flood', retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 3600 };
  }
  if (code === FORM_ERROR_CODES.fields || status === 422) {
    const list = Array.isArray(data.errors) ? data.errors : [];
    const errors = list.flatMap((e) => {
      const parsed = formFieldErrorSchema.safeParse(e);
      return parsed.success ? [parsed.data] : [];
    });
    return { kind: 'fields', errors };
  }
  return { kind: 'network' };
}

/** The public form's calls, over `fetch`, answers checked against the contract. */
export class FormApi {
  constructor(private readonly base: string = '/') {}

  private url(path: string): string {
    return `${this.base.replace(/\/$/, '')}/${REVIEW_FORM_API}${path}`;
  }

  private async call<T>(schema: z.ZodMiniType<T>, path: string, init?: RequestInit): Promise<T> {
    let res: Response;
    let body: Envelope | null;
    try {
      res = await fetch(this.url(path), { credentials: 'same-origin', ...init });
      body = (await res.json().catch(() => null)) as Envelope | null;
    } catch {
      throw new FormCallError({ kind: 'network' });
    }
    if (!res.ok || body?.code !== 0) throw new FormCallError(failureOf(res.status, body));
    const parsed = schema.safeParse(body.data);
    if (!parsed.success) throw new FormCallError({ kind: 'network' });
    return parsed.data;
  }

  private post<T>(schema: z.ZodMiniType<T>, path: string, payload: unknown): Promise<T> {
    return this.call(schema, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
  }

  /** `GET review_form?<link>`: the form. */
  form(link: FormLink, lang?: string | null): Promise<ReviewForm> {
    return this.call(reviewFormSchema, `?${linkQuery(link)}${lang ? `&lang=${encodeURIComponent(lang)}` : ''}`);
  }

  /** `GET review_form/upload_token?<link>`: an upload policy for this link's photos and videos. */
  uploadToken(link: FormLink): Promise<PolicyToken> {
    return this.call(policyTokenSchema, `/upload_token?${linkQuery(link)}`);
  }

  /** `POST review_form`: every product's review at once. */
  submit(payload: ReviewFormSubmit): Promise<ReviewFormResult> {
    return this.post(reviewFormResultSchema, '', payload);
  }

  /** `POST review_form/media`: photos or videos added to a review already written. */
  submitMedia(payload: MediaSubmit): Promise<MediaSubmitResult> {
    return this.post(mediaSubmitResultSchema, '/media', payload);
  }
}
