import type { TFunction } from 'i18next';
import { MAX_MANUAL_RECIPIENTS } from '../../contract/review-requests';
import type { RowIssue } from '../../../machines/request-import/manual-requests.types';

/** The sentence of a row's issue, in the page's language. */
export const issueText = (t: TFunction<'requests'>, issue: RowIssue): string => t(`issues.${issue}`, { max: MAX_MANUAL_RECIPIENTS });
