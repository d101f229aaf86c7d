import { BlockStack, Card, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../contract/constants';
import { languageName } from '../../lib/languages';
import type { Attribute } from '../../contract/review-rules';

const box = { border: '1px solid #8a8a8a', borderRadius: 8, padding: '6px 12px', background: '#fff' } as const;

/**
 * How a question looks on the review form, in `language` (its translation where written, else the
 * shop language's text). A drawing: nothing in it can be focused or filled in.
 */
export function AttributePreview({ attribute, language }: { attribute: Attribute | null; language: LanguageCode }) {
  const { t } = useTranslation('review-rules');
  const name = languageName(language);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('attributes.previewTitle')}</Text>
        {attribute ? (
          <>
            <Text as="p" tone="subdued">{t('attributes.previewIn', { language: name })}</Text>
            <div data-testid="attribute-preview" style={{ border: '1px dashed #c9cccf', borderRadius: 12, padding: 16 }}>
              <QuestionDrawing attribute={attribute} language={language} />
            </div>
          </>
        ) : (
          <Text as="p" tone="subdued">{t('attributes.previewEmpty')}</Text>
        )}
      </BlockStack>
    </Card>
  );
}

function QuestionDrawing({ attribute, language }: { attribute: Attribute; language: LanguageCode }) {
  const { t } = useTranslation('review-rules');
  const translation = attribute.translations[language];
  const label = translation?.label.trim() || attribute.label.trim() || t('attributes.untitled');
  const options = attribute.options.map((o, i) => translation?.options[i]?.trim() || o.trim() || t('attributes.option', { number: i + 1 }));
  return (
    <BlockStack gap="200">
      <Text as="p" fontWeight="semibold">
        {label}
        {attribute.required && <span aria-hidden="true"> *</span>}
      </Text>
      {attribute.required && <Text as="p" tone="subdued" variant="bodySm">{t('attributes.previewRequired')}</Text>}
      {attribute.kind === 'rating' && (
        <div role="img" aria-label={t('attributes.previewStars')} style={{ display: 'flex', gap: 4 }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <svg key={i} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" fill="none" stroke="#8a6116" strokeWidth="1.5" />
            </svg>
          ))}
        </div>
      )}
      {attribute.kind === 'choice' && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {options.map((option, i) => (
            <li key={i} style={{ ...box, borderRadius: 16 }}>{option}</li>
          ))}
        </ul>
      )}
      {attribute.kind === 'text' && <div style={{ ...box, minHeight: 56, color: '#616161' }}>{t('attributes.previewText')}</div>}
    </BlockStack>
  );
}
