import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';
import type { ListQuery } from '../../../machines/reviews/moderation-list.types';

/** IndexTable pagination for a list query: previous / next and "from–to of total". */
export function listPagination(t: TFunction, lng: string, query: ListQuery, total: number, pages: number, goTo: (page: number) => void) {
  return {
    hasPrevious: query.page > 1,
    hasNext: query.page < pages,
    onPrevious: () => goTo(query.page - 1),
    onNext: () => goTo(query.page + 1),
    label: t('reviews:pagination', {
      from: formatNumber(lng, total === 0 ? 0 : (query.page - 1) * query.perPage + 1),
      to: formatNumber(lng, Math.min(total, query.page * query.perPage)),
      total: formatNumber(lng, total),
    }),
  };
}
