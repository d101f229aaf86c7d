import { headerIndex, missingFields, normHeader, type RequiredSlot } from './headers';
import { suggestMapping } from './suggest';
import type { ColumnMapping, FormatId, ImportField, RowSource } from './types';

export { type RequiredSlot } from './headers';

/** A CSV layout we recognise: its columns, what each feeds, and how to tell it from the others. */
export interface FormatDefinition {
  id: FormatId;
  /** Name shown to the merchant. */
  label: string;
  /** Source header for each field, as the source writes it. */
  columns: Readonly<Partial<Record<ImportField, string>>>;
  /** Source headers that are known but not imported. */
  ignored: readonly string[];
  /** Headers that must all be present. */
  required: readonly string[];
  /** Of these, at least one must be present (the format's distinctive columns); empty = no condition. */
  anyOf: readonly string[];
  /** How its rows are read (date order…) when that is another format's way; defaults to its own id. */
  readsAs?: RowSource;
  /** The source's own review id column (kept with the review and part of its duplicate key). */
  sourceId?: string;
  /** A second column for a field, read when the mapped cell is empty (Loox: `full_name` when `nickname` is empty). */
  fallbacks?: Readonly<Partial<Record<ImportField, string>>>;
  /** More media columns whose links are added to the mapped media column's (Stamped: videos besides photos). */
  moreMedia?: readonly string[];
}

const JUDGEME_COLUMNS = {
  title: 'title',
  body: 'body',
  rating: 'rating',
  date: 'review_date',
  author: 'reviewer_name',
  email: 'reviewer_email',
  productId: 'product_id',
  productHandle: 'product_handle',
  reply: 'reply',
  mediaUrls: 'picture_urls',
} as const;
const JUDGEME_REQUIRED = ['body', 'rating', 'review_date', 'reviewer_name'];
const REVIEW_SHARED = ['product_handle', 'rating', 'author', 'body', 'created_at'];

/** Every recognised format. Detection prefers the one that explains the most of the header row. */
export const FORMATS: readonly FormatDefinition[] = [
  {
    id: 'ours',
    label: 'Our template',
    columns: {
      productId: 'product_id',
      productHandle: 'product_handle',
      sku: 'sku',
      rating: 'rating',
      title: 'title',
      body: 'body',
      author: 'reviewer_name',
      email: 'reviewer_email',
      date: 'review_date',
      verified: 'verified_purchase',
      reply: 'reply',
      replyDate: 'reply_date',
      mediaUrls: 'media_urls',
      country: 'country_code',
      status: 'status',
      location: 'location',
    },
    sourceId: 'review_id',
    ignored: [],
    required: ['rating', 'body', 'reviewer_name'],
    anyOf: ['media_urls', 'sku', 'country_code', 'verified_purchase', 'status'],
  },
  { id: 'judgeme', label: 'Judge.me', columns: JUDGEME_COLUMNS, ignored: [], required: JUDGEME_REQUIRED, anyOf: [] },
  {
    id: 'judgeme_export',
    label: 'Judge.me export',
    columns: { ...JUDGEME_COLUMNS, replyDate: 'reply_date', status: 'curated', location: 'location' },
    ignored: ['source', 'ip_address', 'metaobject_handle'],
    required: JUDGEME_REQUIRED,
    anyOf: ['curated', 'ip_address', 'metaobject_handle', 'source'],
  },
  {
    id: 'shopify',
    label: 'Shopify Product Reviews',
    columns: {
      productHandle: 'product_handle',
      status: 'state',
      rating: 'rating',
      title: 'title',
      author: 'author',
      email: 'email',
      location: 'location',
      body: 'body',
      reply: 'reply',
      date: 'created_at',
      replyDate: 'replied_at',
    },
    ignored: [],
    required: REVIEW_SHARED,
    anyOf: ['state', 'replied_at', 'location', 'title', 'reply'],
  },
  {
    id: 'okendo',
    label: 'Okendo',
    columns: {
      author: 'name',
      title: 'title',
      body: 'body',
      rating: 'rating',
      date: 'dateCreated',
      productHandle: 'handle',
      productId: 'productId',
      sku: 'sku',
      country: 'countryCode',
      email: 'email',
      mediaUrls: 'imageUrls',
    },
    ignored: [],
    required: ['name', 'body', 'rating', 'dateCreated'],
    anyOf: ['handle', 'productId', 'sku'],
  },
  {
    id: 'loox',
    label: 'Loox',
    columns: {
      productHandle: 'product_handle',
      rating: 'rating',
      author: 'author',
      email: 'email',
      body: 'body',
      date: 'created_at',
      mediaUrls: 'photo_url',
      verified: 'verified_purchase',
    },
    ignored: [],
    required: REVIEW_SHARED,
    anyOf: ['photo_url', 'verified_purchase'],
  },
  {
    id: 'loox_export',
    label: 'Loox export',
    readsAs: 'loox',
    columns: {
      status: 'status',
      rating: 'rating',
      email: 'email',
      author: 'nickname',
      body: 'review',
      date: 'date',
      productId: 'productId',
      productHandle: 'handle',
      mediaUrls: 'img',
      verified: 'verified_purchase',
    },
    sourceId: 'id',
    fallbacks: { author: 'full_name' },
    ignored: ['variant'],
    required: ['rating', 'review', 'nickname'],
    anyOf: ['img', 'productId', 'handle'],
  },
  {
    id: 'yotpo',
    label: 'Yotpo',
    readsAs: 'custom',
    columns: {
      status: 'published',
      title: 'review_title',
      body: 'review_content',
      rating: 'review_score',
      date: 'date',
      productId: 'product_id',
      sku: 'sku',
      author: 'display_name',
      email: 'email',
      reply: 'comment_content',
      replyDate: 'comment_created_at',
      mediaUrls: 'image_urls',
    },
    sourceId: 'review_id',
    ignored: ['lang_id', 'cust_id', 'product_title', 'product_url', 'user_type', 'appkey', 'published_image_url'],
    required: ['review_content', 'review_score', 'display_name'],
    anyOf: ['product_id', 'sku'],
  },
  {
    id: 'stamped',
    label: 'Stamped',
    readsAs: 'custom',
    columns: {
      productId: 'productId',
      sku: 'productSKU',
      author: 'author',
      email: 'email',
      location: 'location',
      rating: 'reviewRating',
      title: 'reviewTitle',
      body: 'reviewMessage',
      date: 'reviewDate',
      verified: 'reviewVerifiedType',
      reply: 'reviewReply',
      replyDate: 'reviewReplyDate',
      mediaUrls: 'reviewUserPhotos',
    },
    sourceId: 'reviewId',
    moreMedia: ['reviewUserVideos'],
    ignored: ['productTitle', 'productImageUrl', 'productUrl', 'productDescription', 'productVariant', 'reviewRecommendProduct'],
    required: ['author', 'reviewRating', 'reviewMessage'],
    anyOf: ['productId', 'productSKU', 'productUrl'],
  },
];

/** The recognised format of an id. */
export const formatById = (id: string): FormatDefinition | undefined => FORMATS.find((format) => format.id === id);

/** How the rows of a detected format (or of the merchant's own mapping) are read. */
export function rowSourceOf(format: FormatId | 'unknown'): RowSource {
  if (format === 'unknown') return 'custom';
  return formatById(format)?.readsAs ?? (format as RowSource);
}

/** What detection found: a format (or unknown), the mapping to use, and how sure it is (0..1). */
export interface FormatDetection {
  format: FormatId | 'unknown';
  mapping: ColumnMapping;
  confidence: number;
  /** Required slots the mapping leaves uncovered; the mapping step must fill them. */
  missing: RequiredSlot[];
}

const knownHeaders = (format: FormatDefinition): Set<string> =>
  new Set(
    [
      ...Object.values(format.columns),
      ...format.ignored,
      ...(format.sourceId ? [format.sourceId] : []),
      ...Object.values(format.fallbacks ?? {}),
      ...(format.moreMedia ?? []),
    ].map(normHeader),
  );

/** How much of the header row a format explains, and how much of its own signature is present; null if it does not fit. */
function formatFit(format: FormatDefinition, present: Map<string, string>): { coverage: number; completeness: number } | null {
  const has = (header: string) => present.has(normHeader(header));
  if (!format.required.every(has)) return null;
  if (format.anyOf.length > 0 && !format.anyOf.some(has)) return null;
  const known = knownHeaders(format);
  const matched = [...known].filter((header) => present.has(header)).length;
  return { coverage: matched / Math.max(present.size, 1), completeness: matched / known.size };
}

/**
 * Recognises the format from the header row alone (case, spaces, separators and a BOM do not
 * matter). Among the formats whose required and distinctive columns are present, the one that
 * explains the largest share of the row wins, then the one with more of its own signature present;
 * so the Judge.me export is not taken for basic Judge.me nor Loox for Shopify. Confidence is the
 * mean of both shares. When none fits, the result is `unknown` with a suggested mapping
 * (suggestMapping, confidence = its mean score over the required slots) for the mapping step.
 */
export function detectFormat(headers: readonly string[]): FormatDetection {
  const present = headerIndex(headers);
  let best: FormatDefinition | null = null;
  let bestFit = { coverage: 0, completeness: 0 };
  for (const format of FORMATS) {
    const fit = formatFit(format, present);
    const better = fit && (fit.coverage > bestFit.coverage || (fit.coverage === bestFit.coverage && fit.completeness > bestFit.completeness));
    if (fit && better) [best, bestFit] = [format, fit];
  }
  if (!best) {
    const suggestion = suggestMapping(headers);
    return { format: 'unknown', mapping: suggestion.mapping, confidence: suggestion.confidence, missing: missingFields(suggestion.mapping) };
  }
  const mapping: ColumnMapping = {};
  for (const [field, source] of Object.entries(best.columns) as [ImportField, string][]) {
    const header = present.get(normHeader(source));
    if (header !== undefined) mapping[field] = header;
  }
  const confidence = Math.round(((bestFit.coverage + bestFit.completeness) / 2) * 100) / 100;
  return { format: best.id, mapping, confidence, missing: missingFields(mapping) };
}
