import { BlockStack, Button, ChoiceList, InlineError, InlineStack, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import type { ProductScope } from '../../contract/review-rules';
import { useRuntime } from '../../app/runtime-context';

/** Most products or collections a scope may name (the contract's limit). */
const MAX_SCOPE_IDS = 250;

/**
 * Which products something applies to: all products, chosen products or chosen collections,
 * picked with the store's resource picker (keyboard reachable; the count of the chosen ones shows).
 */
export function ScopeField({
  scope,
  onChange,
  error,
  idPrefix,
}: {
  scope: ProductScope;
  onChange: (scope: ProductScope) => void;
  /** Translated message shown at the field (nothing chosen). */
  error?: string | undefined;
  /** Unique prefix of the field's ids on the page. */
  idPrefix: string;
}) {
  const { t } = useTranslation('review-rules');
  const runtime = useRuntime();
  const pick = async (type: 'products' | 'collections') => {
    const result = await runtime.pickResources({
      type: type === 'products' ? 'product' : 'collection',
      multiple: MAX_SCOPE_IDS,
      selectionIds: (scope.type === type ? scope.ids : []).map((id) => ({ id })),
    });
    if (result) onChange({ type, ids: result.items.map((item) => item.id) });
  };
  return (
    <BlockStack gap="200">
      <ChoiceList
        title={t('scope.title')}
        name={`${idPrefix}-scope`}
        choices={(['all', 'products', 'collections'] as const).map((value) => ({ value, label: t(`scope.${value}`) }))}
        selected={[scope.type]}
        onChange={([type]) => onChange({ type: (type ?? 'all') as ProductScope['type'], ids: type === scope.type ? scope.ids : [] })}
      />
      {scope.type !== 'all' && (
        <InlineStack gap="300" blockAlign="center">
          <Text as="span" tone={scope.ids.length ? undefined : 'subdued'}>
            {t(`scope.chosen.${scope.type}`, { count: scope.ids.length })}
          </Text>
          <Button onClick={() => void pick(scope.type as 'products' | 'collections')}>
            {t(`scope.choose.${scope.type}`)}
          </Button>
        </InlineStack>
      )}
      {error && <InlineError message={error} fieldID={`${idPrefix}-scope`} />}
    </BlockStack>
  );
}
