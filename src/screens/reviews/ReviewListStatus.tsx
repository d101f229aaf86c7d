import { Box, Button, InlineStack, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../contract/reviews';
import { formatNumber } from '../../lib/format';
import {
  isPageSelected, selectedCount, selectListAllMatching, selectListFocus, selectListItems, selectListTotal,
} from '../../../machines/reviews/moderation-list.selectors';
import { SelectAllMatching } from './SelectAllMatching';
import type { ModerationListActor } from './use-moderation-list';

/** Announces the review under keyboard focus to screen readers and scrolls its row into view. */
export function FocusAnnouncer({ actor, tableRef }: {
  actor: ModerationListActor;
  /** The element holding the table (where the focused row is looked for). */
  tableRef: RefObject<HTMLElement>;
}) {
  const { t } = useTranslation('reviews');
  const focus = useSelector(actor, selectListFocus);
  const items = useSelector(actor, selectListItems) as Review[];
  useEffect(() => {
    if (focus < 0) return;
    tableRef.current?.querySelector('.ra-row-focused')?.closest('tr')?.scrollIntoView({ block: 'nearest' });
  }, [focus, items, tableRef]);
  const review = focus >= 0 ? items[focus] : undefined;
  return (
    <div className="ra-visually-hidden" aria-live="polite">
      {review ? t('keys.focused', { n: focus + 1, total: items.length, rating: review.rating, author: review.author }) : ''}
    </div>
  );
}

/** The line under the table: how many reviews are selected (or the keyboard hint) and the shortcuts button. */
export function SelectionFooter({ actor, onHelp }: { actor: ModerationListActor; /** Opens the shortcuts overlay. */ onHelp: () => void }) {
  const { t, i18n } = useTranslation('reviews');
  const count = useSelector(actor, selectedCount);
  return (
    <Box padding="300">
      <InlineStack align="space-between" blockAlign="center">
        <Text as="span" tone="subdued" variant="bodySm">
          {count > 0 ? t('selection.count', { count, formatted: formatNumber(i18n.language, count) }) : t('keys.hint')}
        </Text>
        <Button variant="plain" onClick={onHelp}>{t('keys.show')}</Button>
      </InlineStack>
    </Box>
  );
}

/** The offer to select every matching review, read from the list. */
export function ReviewSelectAll({ actor }: { actor: ModerationListActor }) {
  const pageSelected = useSelector(actor, isPageSelected);
  const allMatching = useSelector(actor, selectListAllMatching);
  const total = useSelector(actor, selectListTotal);
  return <SelectAllMatching kind="reviews" actor={actor} pageSelected={pageSelected} allMatching={allMatching} total={total} />;
}
