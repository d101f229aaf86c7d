import { Banner, BlockStack, Modal, Text, TextField } from '@shopify/polaris';
import type { ComplexAction } from '@shopify/polaris';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REPLY_LENGTH } from '../../contract/reviews';

/**
 * A dialog for writing the merchant's public text under a customer's (a reply to a review, an
 * answer to a question): the customer's text quoted, the field, and the error of a failed save
 * above them (the typed text stays).
 */
export function QuotedTextModal(props: {
  title: string;
  /** The customer's text being answered. */
  quote: string;
  label: string;
  help: string;
  value: string;
  onChange: (value: string) => void;
  lines: number;
  primary: ComplexAction;
  secondary: ComplexAction[];
  /** Title of the banner shown when saving failed. */
  errorTitle: string;
  error: string | null;
  onClose: () => void;
  /** More fields under the text. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('reviews');
  const tooLong = props.value.length > MAX_REPLY_LENGTH;
  return (
    <Modal
      open
      onClose={props.onClose}
      title={props.title}
      primaryAction={{ ...props.primary, disabled: props.primary.disabled || props.value.trim() === '' || tooLong }}
      secondaryActions={[...props.secondary, { content: t('actions.cancel'), onAction: props.onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          {props.error && (
            <Banner tone="critical" title={props.errorTitle}>
              <p>{props.error}</p>
            </Banner>
          )}
          <div className="ra-reply-quote">
            <Text as="p" tone="subdued" breakWord>
              {props.quote}
            </Text>
          </div>
          <TextField
            label={props.label}
            helpText={props.help}
            value={props.value}
            onChange={props.onChange}
            multiline={props.lines}
            autoComplete="off"
            maxLength={MAX_REPLY_LENGTH}
            showCharacterCount
            error={tooLong ? t('reply.tooLong', { max: MAX_REPLY_LENGTH }) : undefined}
            autoFocus
          />
          {props.children}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
