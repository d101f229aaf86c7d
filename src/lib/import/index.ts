/** Review import from CSV files: format detection, normalization, validation, template and parsing. */
export * from './types';
export { detectFormat, formatById, FORMATS, type FormatDefinition, type FormatDetection } from './formats';
export { suggestMapping, headerScore, FIELD_SYNONYMS, SUGGESTION_THRESHOLD, type MappingSuggestion } from './suggest';
export { missingFields, normHeader, PRODUCT_FIELDS, type RequiredSlot } from './headers';
export { DEFAULT_DATE_ORDER, inferDateOrder, parseImportDate } from './dates';
export { parseRating, parseStatus, parseVerified, splitMediaUrls } from './values';
export { dateOrderFor, normalizeRow, normalizeRows, type NormalizeOptions } from './normalize';
export {
  createProductLookup,
  duplicateKey,
  duplicateKeyParts,
  DUPLICATE_KEY_VERSION,
  isSafeMediaUrl,
  validateRow,
  type LookupProduct,
  type ValidateOptions,
  type ValidationResult,
} from './validate';
export { FUTURE_TOLERANCE_MS, IMPORT_LIMITS, REASONS, REASON_CODES, type Reason, type ReasonCode, type ReasonField } from './reasons';
export {
  csvCell,
  summaryCounts,
  summaryCsv,
  SUMMARY_HEADERS,
  templateCsv,
  TEMPLATE_HEADERS,
  type ImportOutcome,
  type SummaryEntry,
} from './template';
export { parseCsv, parseCsvAll, type CsvWorkerLike, type ParseCsvOptions } from './parse';
export {
  DEFAULT_BATCH_SIZE,
  DEFAULT_CHUNK_BYTES,
  type CsvBatch,
  type CsvIssue,
  type CsvSummary,
  type ParseHandle,
  type ParseMode,
} from './csv-stream';
export { serveCsvWorker, MAX_BATCHES_IN_FLIGHT, type CsvWorkerScope, type FromCsvWorker, type ToCsvWorker } from './csv-worker-host';
export { sha256Hex } from './sha256';
