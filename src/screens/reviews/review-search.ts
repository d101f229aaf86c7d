import type { QuestionFilter } from '../../contract/questions';
import type { ReviewFilter, ReviewSort, ReviewSource } from '../../contract/reviews';
import type { ListQuery } from '../../../machines/reviews/moderation-list.types';

/** Reviews per page of the list. */
export const REVIEWS_PER_PAGE = 20;
/** Sort orders offered, the first is the default. */
export const REVIEW_SORTS: readonly ReviewSort[] = ['newest', 'oldest', 'rating_high', 'rating_low', 'helpful'];
/** Views (tabs) of the list: a status, or the recently deleted rows. */
export const VIEWS = ['all', 'pending', 'published', 'hidden', 'deleted'] as const;
export type View = (typeof VIEWS)[number];
/** Sources offered in the filter. */
export const SOURCES: readonly ReviewSource[] = ['collected', 'imported', 'other'];

/** The list state kept in the address, so reload, back and shared links show the same list (validated by `reviewListSearch` of `src/contract/search.ts`). */
export interface ReviewSearch {
  /** `questions` for the Q&A tab, absent for reviews. */
  tab?: string;
  view?: string;
  /** Comma-separated ratings, e.g. `1,2`. */
  rating?: string;
  /** Comma-separated sources. */
  source?: string;
  media?: string;
  verified?: string;
  /** Questions with (1) or without (0) an answer. */
  answered?: string;
  product?: string;
  product_title?: string;
  q?: string;
  from?: string;
  to?: string;
  sort?: string;
  page?: string;
  /** A review to open. */
  id?: string;
}

const KEYS: readonly (keyof ReviewSearch)[] = [
  'tab', 'view', 'rating', 'source', 'media', 'verified', 'answered', 'product', 'product_title', 'q', 'from', 'to', 'sort', 'page', 'id',
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const list = (text: string | undefined): string[] => (text ? text.split(',').map((s) => s.trim()).filter(Boolean) : []);

/** The view of the search (unknown values read as all). */
export const viewOf = (s: ReviewSearch): View => ((VIEWS as readonly string[]).includes(s.view ?? '') ? (s.view as View) : 'all');
/** The page number of the search (1 when absent or invalid). */
export const pageOf = (s: ReviewSearch): number => Math.max(1, Math.min(1_000_000, Number.parseInt(s.page ?? '1', 10) || 1));
/** Ratings chosen in the search. */
export const ratingsOf = (s: ReviewSearch): number[] => list(s.rating).map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 5);
/** Sources chosen in the search. */
export const sourcesOf = (s: ReviewSearch): ReviewSource[] => list(s.source).filter((v): v is ReviewSource => (SOURCES as string[]).includes(v));
/** The sort of the search (newest when absent or unknown). */
export const sortOf = (s: ReviewSearch): ReviewSort => ((REVIEW_SORTS as string[]).includes(s.sort ?? '') ? (s.sort as ReviewSort) : 'newest');

const flag = (value: string | undefined): boolean | undefined => (value === '1' ? true : value === '0' ? false : undefined);
const statusOf = (view: View) => (view === 'all' || view === 'deleted' ? undefined : [view]);

/** The review filter a search stands for. */
export function reviewFilterOf(s: ReviewSearch): ReviewFilter {
  const view = viewOf(s);
  const filter: ReviewFilter = {
    status: statusOf(view),
    rating: ratingsOf(s),
    source: sourcesOf(s),
    media: flag(s.media),
    verified: flag(s.verified),
    product_id: s.product,
    keyword: s.q?.trim() || undefined,
    date_from: s.from && DATE.test(s.from) ? s.from : undefined,
    date_to: s.to && DATE.test(s.to) ? s.to : undefined,
    deleted: view === 'deleted' ? true : undefined,
  };
  return compact(filter);
}

/** The question filter a search stands for. */
export function questionFilterOf(s: ReviewSearch): QuestionFilter {
  const view = viewOf(s);
  return compact({
    status: statusOf(view),
    answered: flag(s.answered),
    keyword: s.q?.trim() || undefined,
    product_id: s.product,
    deleted: view === 'deleted' ? true : undefined,
  });
}

/** Drops empty fields (so equal filters compare equal and the wire stays small). */
function compact<T extends object>(value: T): T {
  const out = {} as Record<string, unknown>;
  for (const [key, v] of Object.entries(value)) if (v !== undefined && !(Array.isArray(v) && v.length === 0)) out[key] = v;
  return out as T;
}

/** The list query of the reviews tab. */
export const reviewQueryOf = (s: ReviewSearch): ListQuery => ({
  filter: reviewFilterOf(s) as Record<string, unknown>,
  sort: sortOf(s),
  page: pageOf(s),
  perPage: REVIEWS_PER_PAGE,
});

/** The list query of the questions tab. */
export const questionQueryOf = (s: ReviewSearch): ListQuery => ({
  filter: questionFilterOf(s) as Record<string, unknown>,
  page: pageOf(s),
  perPage: REVIEWS_PER_PAGE,
});

/**
 * The search after a change: empty values are removed, and any change of what is listed
 * (not of the page or the opened review) goes back to page 1.
 */
export function nextSearch(current: ReviewSearch, change: Partial<ReviewSearch>): ReviewSearch {
  const next: ReviewSearch = { ...current, ...change };
  const listChanged = Object.keys(change).some((key) => key !== 'page' && key !== 'id');
  if (listChanged && !('page' in change)) delete next.page;
  for (const key of KEYS) if (next[key] === undefined || next[key] === '') delete next[key];
  return next;
}
