/**
 * The publishing rules applied to a review a customer writes. The pure rules live in
 * `src/lib/moderation` so the admin's publishing-rules page previews them with the same code.
 */
export { containsWord, decideStatus, emailBlocked, type ModerationDecision, type ReviewDraft } from '../../../src/lib/moderation';
