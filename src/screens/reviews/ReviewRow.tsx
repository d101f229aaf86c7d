import { BlockStack, IndexTable, InlineStack, Text, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { useSelector } from '@xstate/react';
import { memo, useMemo } from 'react';
import type { Review, ReviewAction } from '../../contract/reviews';
import { rowBusy, rowFocused, rowSelected } from '../../../machines/reviews/moderation-list.selectors';
import type { ModerationListActor } from './use-moderation-list';
import { ReviewContent } from './ReviewContent';
import { ReviewRowActions } from './ReviewRowActions';

/** Stable handlers shared by every row (so a row re-renders only when its own props change). */
export interface ReviewRowHandlers {
  act: (action: ReviewAction, ids: number[]) => void;
  reply: (review: Review) => void;
  open: (id: number) => void;
}

/**
 * One review row of the table: the review, its product and its buttons (stacked in one cell when narrow).
 * It reads its own focus, selection and spinner from the list, so a change re-renders only the rows it touches.
 */
export const ReviewRow = memo(function ReviewRow({ review, index, actor, handlers, narrow }: {
  review: Review;
  index: number;
  /** The list the row belongs to. */
  actor: ModerationListActor;
  handlers: ReviewRowHandlers;
  /** Narrow layout (≤ 768 px): review, product and buttons stacked in one cell, so nothing scrolls sideways. */
  narrow: boolean;
}) {
  const focused = useSelector(actor, useMemo(() => rowFocused(index), [index]));
  const selected = useSelector(actor, useMemo(() => rowSelected(review.id), [review.id]));
  const busy = useSelector(actor, useMemo(() => rowBusy(review.id), [review.id]));
  const content = (
    <div className={focused ? 'ra-review-cell ra-row-focused' : 'ra-review-cell'} data-review-id={review.id}>
      <ReviewContent review={review} />
    </div>
  );
  const product = (
    <InlineStack gap="200" blockAlign="center" wrap={false}>
      <Thumbnail source={review.product.image || ImageIcon} alt="" size={narrow ? 'extraSmall' : 'small'} />
      <span className="ra-product-title">
        <Text as="span" breakWord tone={narrow ? 'subdued' : undefined}>{review.product.title || review.product.handle}</Text>
      </span>
    </InlineStack>
  );
  const actions = (
    <div onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} role="presentation">
      <ReviewRowActions
        review={review}
        busy={busy}
        onAction={(a) => handlers.act(a, [review.id])}
        onReply={() => handlers.reply(review)}
        onOpen={() => handlers.open(review.id)}
        wrap={narrow}
      />
    </div>
  );
  return (
    <IndexTable.Row id={String(review.id)} position={index} selected={selected} onClick={() => handlers.open(review.id)}>
      {narrow ? (
        <IndexTable.Cell className="ra-stacked-cell">
          <BlockStack gap="200">
            {content}
            {product}
            {actions}
          </BlockStack>
        </IndexTable.Cell>
      ) : (
        <>
          <IndexTable.Cell>{content}</IndexTable.Cell>
          <IndexTable.Cell>{product}</IndexTable.Cell>
          <IndexTable.Cell>{actions}</IndexTable.Cell>
        </>
      )}
    </IndexTable.Row>
  );
});
