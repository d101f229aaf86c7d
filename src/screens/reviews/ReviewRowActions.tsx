import { ActionList, Button, ButtonGroup, Popover } from '@shopify/polaris';
import { MenuHorizontalIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review, ReviewAction } from '../../contract/reviews';
import { pinAction, verifyAction, visibilityAction } from './review-actions';

/** The buttons of one review row: publish or hide, reply, and a menu with pin, verify, delete and open (restore when deleted). */
export function ReviewRowActions({ review, busy, onAction, onReply, onOpen, wrap = false }: {
  review: Review;
  /** An action on this row is running. */
  busy: boolean;
  onAction: (action: ReviewAction) => void;
  onReply: () => void;
  onOpen: () => void;
  /** The buttons may wrap onto a second line (narrow layout). */
  wrap?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const [menu, setMenu] = useState(false);
  const label = { author: review.author };
  if (review.deleted_at) {
    return (
      <Button size="slim" loading={busy} onClick={() => onAction('restore')} accessibilityLabel={t('row.restoreLabel', label)}>
        {t('reviews.actions.restore')}
      </Button>
    );
  }
  const visibility = visibilityAction(review);
  return (
    <ButtonGroup noWrap={!wrap}>
      <Button size="slim" loading={busy} onClick={() => onAction(visibility)} accessibilityLabel={t(`row.${visibility}Label`, label)}>
        {t(`reviews.actions.${visibility}`)}
      </Button>
      <Button size="slim" onClick={onReply} accessibilityLabel={t('row.replyLabel', label)}>
        {t(review.reply ? 'reply.edit' : 'reply.add')}
      </Button>
      <Popover
        active={menu}
        onClose={() => setMenu(false)}
        activator={
          <Button size="slim" icon={MenuHorizontalIcon} onClick={() => setMenu((v) => !v)} accessibilityLabel={t('row.moreLabel', label)} disclosure={false} />
        }
      >
        <ActionList
          actionRole="menuitem"
          onActionAnyItem={() => setMenu(false)}
          items={[
            { content: t('row.open'), onAction: onOpen },
            { content: t(`reviews.actions.${pinAction(review)}`), onAction: () => onAction(pinAction(review)) },
            { content: t(`reviews.actions.${verifyAction(review)}`), onAction: () => onAction(verifyAction(review)) },
            { content: t('reviews.actions.delete'), destructive: true, onAction: () => onAction('delete') },
          ]}
        />
      </Popover>
    </ButtonGroup>
  );
}
