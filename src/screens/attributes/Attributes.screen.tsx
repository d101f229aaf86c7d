import { Badge, BlockStack, Card, InlineStack, Layout, Modal, Page, Text } from '@shopify/polaris';
import { useLoaderData } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attributeErrors, moveAttribute, newAttribute, newAttributeId } from '../../../machines/review-rules/attributes-form';
import { useRuntime } from '../../app/runtime-context';
import { LANGUAGE_CODES, type LanguageCode } from '../../contract/constants';
import { MAX_ATTRIBUTES, type Attribute } from '../../contract/review-rules';
import { SaveBar } from '../../ui/SaveBar';
import { SaveErrorBanner } from '../../ui/SaveErrorBanner';
import { usePageTitle } from '../../ui/use-page-title';
import { useSaveBar } from '../../ui/use-save-bar';
import { attributesSave } from '../managing-reviews/settings-save';
import { AttributeEditor } from './AttributeEditor';
import { AttributePreview } from './AttributePreview';
import { AttributeRow } from './AttributeRow';
import { selectShopLanguage } from './shop-language';

/** /collect/attributes: the custom questions of the review form — add, edit, reorder, turn on or off, delete; a preview of the one edited. */
export default function Attributes() {
  const { t } = useTranslation(['review-rules', 'common']);
  const runtime = useRuntime();
  const data = useLoaderData({ from: '/_admin/collect/attributes' });
  usePageTitle(t('review-rules:pages.attributes'));
  const current = useMemo(() => ({ ...data }), [data]);
  const save = attributesSave(runtime);
  const { actor, values } = useSaveBar(current, async (input) => {
    const saved = await save(input);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('review-rules:attributes.saved') } });
    return saved;
  });
  const attributes = values.attributes as Attribute[];
  const set = (next: Attribute[]) => actor.send({ type: 'saveBar.change', key: 'attributes', value: next });
  const shopLanguage = useSelector(runtime.startup, selectShopLanguage);
  const [language, setLanguage] = useState<LanguageCode>(() => LANGUAGE_CODES.find((c) => c !== shopLanguage) ?? 'en');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Attribute | null>(null);
  const errors = useMemo(() => attributes.map(attributeErrors), [attributes]);
  const valid = errors.every((e) => Object.keys(e).length === 0);
  const edited = attributes.find((a) => a.id === editing) ?? null;

  const add = () => {
    const attribute = newAttribute('rating', newAttributeId());
    set([...attributes, attribute]);
    setEditing(attribute.id);
  };
  const replace = (next: Attribute) => set(attributes.map((a) => (a.id === next.id ? next : a)));

  return (
    <Page
      title={t('review-rules:pages.attributes')}
      backAction={{ content: t('review-rules:back'), url: '/collect' }}
      primaryAction={{ content: t('review-rules:attributes.add'), onAction: add, disabled: attributes.length >= MAX_ATTRIBUTES }}
    >
      <SaveBar actor={actor} canSave={valid} />
      <Layout>
        <SaveErrorBanner
          actor={actor}
          describeConflict={(theirs) => ((theirs.attributes ?? []) as Attribute[]).map((a) => a.label)}
        />
        <Layout.Section>
          <Card>
            <BlockStack gap="400">
              <InlineStack align="space-between" blockAlign="center">
                <Text as="h2" variant="headingMd">{t('review-rules:attributes.listTitle', { count: attributes.length, max: MAX_ATTRIBUTES })}</Text>
              </InlineStack>
              <Text as="p" tone="subdued">{t('review-rules:attributes.help')}</Text>
              {attributes.length === 0 ? (
                <Text as="p">{t('review-rules:attributes.none')}</Text>
              ) : (
                <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="attribute-list">
                  {attributes.map((attribute, index) => (
                    <li key={attribute.id} style={{ borderTop: index ? '1px solid #e3e3e3' : undefined, padding: '12px 0' }}>
                      <AttributeRow
                        attribute={attribute}
                        index={index}
                        count={attributes.length}
                        invalid={Object.keys(errors[index] ?? {}).length > 0}
                        open={editing === attribute.id}
                        onToggle={() => setEditing(editing === attribute.id ? null : attribute.id)}
                        onMove={(delta) => set(moveAttribute(attributes, index, delta))}
                        onEnabled={(enabled) => replace({ ...attribute, enabled })}
                        onDelete={() => setDeleting(attribute)}
                      />
                      {editing === attribute.id && (
                        <div style={{ paddingTop: 16 }}>
                          <AttributeEditor attribute={attribute} errors={errors[index] ?? {}} language={language} onLanguage={setLanguage} onChange={replace} />
                        </div>
                      )}
                    </li>
                  ))}
                </ol>
              )}
              {attributes.length >= MAX_ATTRIBUTES && <Badge tone="attention">{t('review-rules:attributes.full', { max: MAX_ATTRIBUTES })}</Badge>}
            </BlockStack>
          </Card>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <AttributePreview attribute={edited} language={edited ? language : shopLanguage} />
        </Layout.Section>
      </Layout>
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('review-rules:attributes.deleteTitle')}
        primaryAction={{
          content: t('review-rules:attributes.deleteConfirm'),
          destructive: true,
          onAction: () => {
            if (deleting) set(attributes.filter((a) => a.id !== deleting.id));
            setDeleting(null);
          },
        }}
        secondaryActions={[{ content: t('review-rules:attributes.deleteCancel'), onAction: () => setDeleting(null) }]}
      >
        <Modal.Section>
          <Text as="p">{t('review-rules:attributes.deleteBody', { label: deleting?.label || t('review-rules:attributes.untitled') })}</Text>
        </Modal.Section>
      </Modal>
    </Page>
  );
}
