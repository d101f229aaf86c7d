/** Moderation state of a review or question. */
export type ReviewStatus = 'published' | 'hidden' | 'pending';
/** Where a review came from. */
export type ReviewSource = 'collected' | 'imported' | 'other';
/** Sort orders of the review list. */
export type ReviewSort = 'newest' | 'oldest' | 'rating_high' | 'rating_low' | 'helpful';

/** One photo or video of a review. */
export interface ReviewMedia {
  type: 'image' | 'video';
  url: string;
  thumb: string;
}

/** The product of a review or question. */
export interface ProductRef {
  /** Store gid, e.g. `gid://shopify/Product/1001`. */
  id: string;
  title: string;
  handle: string;
  image: string | null;
}

/** The merchant's public reply to a review. */
export interface ReviewReply {
  body: string;
  created_at: string;
  /** The reviewer was emailed about the reply. */
  notified: boolean;
}

/** A review as the API answers it. Text fields are plain text written by customers. */
export interface Review {
  id: number;
  product: ProductRef;
  rating: number;
  title: string;
  body: string;
  author: string;
  email: string | null;
  /** ISO 3166-1 alpha-2 country code. */
  country: string | null;
  created_at: string;
  status: ReviewStatus;
  source: ReviewSource;
  verified: boolean;
  pinned: boolean;
  incentivized: boolean;
  helpful: { up: number; down: number };
  order_id: string | null;
  media: ReviewMedia[];
  reply: ReviewReply | null;
  language: string;
  /** Set in the recently deleted view. */
  deleted_at: string | null;
}

/** Filter of the review list, bulk actions and export; every field optional. */
export interface ReviewFilter {
  status?: ReviewStatus[];
  rating?: number[];
  source?: ReviewSource[];
  /** With photos or videos. */
  media?: boolean;
  verified?: boolean;
  /** Product gid or number. */
  product_id?: string;
  keyword?: string;
  /** YYYY-MM-DD, inclusive. */
  date_from?: string;
  date_to?: string;
  /** The recently deleted view (30 days). */
  deleted?: boolean;
}

/** Counts next to each filter of the review list (each over the filter minus its own facet). */
export interface ReviewCounts {
  status: Record<ReviewStatus, number>;
  rating: Record<'1' | '2' | '3' | '4' | '5', number>;
  source: Record<ReviewSource, number>;
  media: number;
  verified: number;
}

/** One page of a list. */
export interface ListPage<T, C> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
  counts: C;
}

/** Bulk actions on reviews. */
export type ReviewAction = 'publish' | 'hide' | 'pin' | 'unpin' | 'verify' | 'unverify' | 'delete' | 'restore';
/** Bulk actions on questions. */
export type QuestionAction = 'publish' | 'hide' | 'delete' | 'restore';

/** What a bulk action names: some ids, or everything matching a filter. */
export type Selection<F> = { ids: number[] } | { filter: F };

/** Answer of a bulk action: how many rows changed and a single-use token to undo it (30 minutes). */
export interface BulkResult {
  affected: number;
  undo_token: string;
}

/** A customer question. */
export interface Question {
  id: number;
  product: ProductRef;
  body: string;
  author: string;
  email: string | null;
  created_at: string;
  status: ReviewStatus;
  answer: { body: string; created_at: string } | null;
  deleted_at: string | null;
}

/** Filter of the question list. */
export interface QuestionFilter {
  status?: ReviewStatus[];
  answered?: boolean;
  keyword?: string;
  product_id?: string;
  deleted?: boolean;
}

/** Counts next to the question filters. */
export interface QuestionCounts {
  status: Record<ReviewStatus, number>;
  answered: { answered: number; unanswered: number };
}

/** Why the server refused an import row. */
export interface RowReason {
  code: string;
  message: string;
}

/** A failed row of an import with the reasons it was refused. */
export interface FailedRow {
  line: number;
  reasons: RowReason[];
}

/** An import record as listed. */
export interface ImportSummary {
  id: string;
  file_name: string;
  format: string;
  created_at: string;
  imported: number;
  duplicates: number;
  failed: number;
}

/** One import with its failed rows. */
export interface ImportDetail extends ImportSummary {
  failed_rows: FailedRow[];
}

/** One batch sent to `import_reviews` (at most 2000 rows). */
export interface ImportBatch {
  /** Absent on the first batch; the answer's id on the following ones. */
  import_id?: string;
  file_name: string;
  format: string;
  rows: Array<Record<string, unknown> & { line: number }>;
  /** Rows the client's own check refused, kept with the import so its details list every skipped row. */
  refused?: FailedRow[];
}

/** Answer of one import batch. */
export interface ImportBatchResult {
  import_id: string;
  imported: number;
  duplicates: number;
  failed: FailedRow[];
  /** Lines of this batch skipped because the review was already imported. */
  duplicate_lines?: number[];
}

/** The upload token `get_policy_token` answers (an object-storage post policy). */
export interface PolicyToken {
  /** Where the upload form is posted. */
  host: string;
  /** Key prefix the policy allows. */
  dir: string;
  /** Base64 policy JSON. */
  policy: string;
  OSSAccessKeyId: string;
  signature: string;
  /** Base64 callback description. */
  callback: string;
  /** Expiry in epoch seconds. */
  expire: number;
}

/** Answer of a finished upload. */
export interface UploadResult {
  url: string;
  key: string;
}

/** A store product as `get_products` lists it: enough to match import rows and to filter by product. */
export interface CatalogProduct {
  /** Store gid. */
  id: string;
  title: string;
  handle: string;
  skus: string[];
  image: string | null;
}
