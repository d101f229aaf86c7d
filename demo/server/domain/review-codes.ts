/**
 * Business result codes of the review, question, import and upload calls (HTTP 200 with a
 * non-zero `code`, like the codes in envelope.ts; a missing record uses ResultCode.notFound).
 */
export const ReviewCode = {
  /** The review or question is in the recently deleted view; restore it first. */
  deleted: 42250,
  /** The undo token is older than 30 minutes. */
  undoExpired: 42252,
  /** The undo token was already used. */
  undoUsed: 42253,
} as const;
