import type { BadgeProps } from '@shopify/polaris';
import type { TFunction } from 'i18next';
import type { RequestAction, RequestStatus, RequestView } from '../../contract/review-requests';
import { formatDate } from '../../lib/format';

const TONES: Record<RequestStatus, BadgeProps['tone']> = {
  scheduled: 'info',
  sent: undefined,
  opened: 'attention',
  clicked: 'attention',
  reviewed: 'success',
  bounced: 'critical',
  unsubscribed: 'warning',
  skipped: undefined,
  failed: 'critical',
  cancelled: undefined,
};

/** The badge of a request (or of an order without one): its tone and its meaning in words ("Waiting until 3 Dec", "Skipped: …"). */
export function requestBadge(t: TFunction, lng: string, request: RequestView | null): { tone: BadgeProps['tone']; label: string } {
  if (!request) return { tone: undefined, label: t('collect:orders.status.none') };
  const tone = TONES[request.status];
  switch (request.status) {
    case 'scheduled':
      return { tone, label: request.dueAt ? t('collect:orders.status.waitingUntil', { date: formatDate(lng, request.dueAt, { day: 'numeric', month: 'short' }) }) : t('collect:orders.status.scheduled') };
    case 'skipped':
      return { tone, label: request.reason ? t('collect:orders.status.skippedBecause', { reason: t(`collect:orders.reasons.${request.reason}`) }) : t('collect:orders.status.skipped') };
    case 'failed':
    case 'bounced':
      return { tone, label: request.error ? t(`collect:orders.status.${request.status}Because`, { error: request.error }) : t(`collect:orders.status.${request.status}`) };
    default:
      return { tone, label: t(`collect:orders.status.${request.status}`) };
  }
}

/** The actions a request's row offers: only a waiting request can be sent now, rescheduled or cancelled (the server may still refuse, with its reason). */
export function actionsFor(request: RequestView | null): RequestAction[] {
  return request?.status === 'scheduled' ? ['send_now', 'reschedule', 'cancel'] : [];
}

/** A refusal reason in words (the server's text when it is not one the app knows). */
export function refusalText(t: TFunction, reason: string): string {
  return t(`collect:orders.refusals.${reason}`, { defaultValue: reason });
}
