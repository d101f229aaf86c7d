import { BlockStack, Box, Button, Card, InlineGrid, InlineStack, Select, Text, TextField } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { isBlankRow } from '../../../machines/request-import/manual-requests.rows';
import { selectChecks, selectRows } from '../../../machines/request-import/manual-requests.selectors';
import type { CheckedRow, RecipientRow } from '../../../machines/request-import/manual-requests.types';
import type { PickedProduct } from '../../../machines/resource-picker/resource-picker.types';
import { useRuntime } from '../../app/runtime-context';
import { LANGUAGES } from '../../contract/constants';
import { issueText } from './issue-text';
import type { ManualRequestsActor } from './manual-requests-actor';


/** One typed recipient: email, name, product (picker or the shop), language, and Remove. */
function TypedRow(props: { actor: ManualRequestsActor; row: RecipientRow; check: CheckedRow | undefined; number: number; removable: boolean }) {
  const { actor, row, check, number, removable } = props;
  const { t } = useTranslation('requests');
  const runtime = useRuntime();
  const edit = (changes: Partial<RecipientRow>) => actor.send({ type: 'manualRequests.editRow', key: row.key, changes });
  const issues = isBlankRow(row) ? [] : (check?.issues ?? []);
  const errorOf = (...codes: CheckedRow['issues']) => {
    const found = issues.filter((i) => codes.includes(i));
    return found.length ? found.map((i) => issueText(t, i)).join(' ') : undefined;
  };
  const pick = async () => {
    const picked = await runtime.pickResources({ type: 'product', multiple: false, ...(row.productId ? { selectionIds: [{ id: row.productId }] } : {}) });
    const product = picked?.items[0] as PickedProduct | undefined;
    if (product) edit({ productId: product.id, productTitle: product.title });
  };
  const languages = [{ label: t('row.shopLanguage'), value: '' }, ...LANGUAGES.map((l) => ({ label: l.name, value: l.code }))];
  return (
    <Box as="li" paddingBlockEnd="300" borderBlockEndWidth="025" borderColor="border-secondary">
      <BlockStack gap="200">
        <Text as="h3" variant="headingSm">{t('row.recipient', { number })}</Text>
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
          <TextField label={t('row.email')} type="email" value={row.email} onChange={(email) => edit({ email })} autoComplete="off" error={errorOf('missing_email', 'invalid_email', 'duplicate', 'over_limit')} />
          <TextField label={t('row.name')} value={row.name} onChange={(name) => edit({ name })} autoComplete="off" error={errorOf('missing_name', 'name_too_long')} />
        </InlineGrid>
        <InlineStack gap="300" blockAlign="end" align="space-between">
          <InlineStack gap="200" blockAlign="center">
            <Text as="span" tone="subdued">{t('row.product')}:</Text>
            <Text as="span" fontWeight="medium">{row.productId ? (row.productTitle ?? row.productId) : t('row.theShop')}</Text>
            <Button onClick={() => void pick()}>{t('row.chooseProduct')}</Button>
            {row.productId && <Button variant="plain" onClick={() => edit({ productId: null, productTitle: null })}>{t('row.useShop')}</Button>}
          </InlineStack>
          <InlineStack gap="300" blockAlign="end">
            <Select label={t('row.language')} options={languages} value={row.language} onChange={(language) => edit({ language })} error={errorOf('unknown_language')} />
            <Button tone="critical" variant="plain" disabled={!removable} onClick={() => actor.send({ type: 'manualRequests.removeRow', key: row.key })} accessibilityLabel={t('row.remove', { number })}>
              {t('row.removeShort')}
            </Button>
          </InlineStack>
        </InlineStack>
      </BlockStack>
    </Box>
  );
}

/** The typed list: one card per recipient and Add recipient. */
export function TypedRows({ actor }: { /** The list's machine. */ actor: ManualRequestsActor }) {
  const { t } = useTranslation('requests');
  const rows = useSelector(actor, selectRows);
  const checks = useSelector(actor, selectChecks);
  return (
    <Card>
      <BlockStack gap="400">
        <BlockStack as="ol" gap="300">
          {rows.map((row, i) => (
            <TypedRow key={row.key} actor={actor} row={row} check={checks[i]} number={i + 1} removable={rows.length > 1} />
          ))}
        </BlockStack>
        <div>
          <Button onClick={() => actor.send({ type: 'manualRequests.addRow' })}>{t('row.add')}</Button>
        </div>
      </BlockStack>
    </Card>
  );
}
