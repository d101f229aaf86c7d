import { BlockStack, Card, Page, Text } from '@shopify/polaris';
import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectStep } from '../../../machines/request-import/manual-requests.selectors';
import type { RecipientRow } from '../../../machines/request-import/manual-requests.types';
import { emailQuotaLeftTask, manualRequestsMachineFor } from '../../app/actors/request-import.actors';
import { useRuntime } from '../../app/runtime-context';
import type { StoreCustomer } from '../../contract/review-requests';
import { usePageTitle } from '../../ui/use-page-title';
import { useTask } from '../../ui/use-task';
import { ProductChoice, type ChosenProduct } from '../manual-send/ProductChoice';
import { SendControls } from '../manual-send/SendControls';
import { SendResult } from '../manual-send/SendResult';
import { AuthorizeCard } from './AuthorizeCard';
import { CustomerTable } from './CustomerTable';

/** The selected customers as recipients of a request for the product (or the shop). */
const rowsOf = (customers: StoreCustomer[], product: ChosenProduct | null): RecipientRow[] =>
  customers.map((c) => ({ key: c.id, email: c.email, name: c.name, productId: product?.id ?? null, productTitle: product?.title ?? null, language: '' }));

/** /collect/auth_import: review requests to customers chosen from the store's list, once the store allowed reading it. */
export default function AuthImport() {
  const { t } = useTranslation(['requests', 'collect']);
  const runtime = useRuntime();
  const data = useLoaderData({ from: '/_admin/collect/auth_import' });
  const search = useSearch({ from: '/_admin/collect/auth_import' });
  const navigate = useNavigate();
  usePageTitle(t('collect:pages.authImport'));
  const machine = useMemo(() => manualRequestsMachineFor(runtime), [runtime]);
  const actor = useActorRef(machine, { input: { source: 'customers', quotaLeft: null } });
  const step = useSelector(actor, selectStep);
  const [product, setProduct] = useState<ChosenProduct | null>(null);
  const [chosen, setChosen] = useState<ReadonlyMap<string, StoreCustomer>>(new Map());
  const chosenIds = useMemo(() => new Set(chosen.keys()), [chosen]);
  const onSelect = useCallback((page: StoreCustomer[], selected: StoreCustomer[]) => {
    setChosen((before) => {
      const next = new Map(before);
      for (const c of page) next.delete(c.id);
      for (const c of selected) next.set(c.id, c);
      return next.size === before.size && [...next.keys()].every((id) => before.has(id)) ? before : next;
    });
  }, []);
  const quota = useTask(emailQuotaLeftTask);
  const { run: loadQuota } = quota;

  const done = step === 'done';
  useEffect(() => {
    void loadQuota(undefined).then((left) => left !== undefined && actor.send({ type: 'manualRequests.setQuota', quotaLeft: left }));
  }, [actor, loadQuota, done]);
  useEffect(() => actor.send({ type: 'manualRequests.setRows', rows: rowsOf([...chosen.values()], product) }), [actor, chosen, product, done]);
  useEffect(() => {
    if (done) setChosen(new Map());
  }, [done]);
  const onQuery = useCallback((q: string | undefined) => void navigate({ to: '/collect/auth_import', search: q ? { q } : {} }), [navigate]);
  const onPage = useCallback((page: number) => void navigate({ to: '/collect/auth_import', search: { ...search, page: String(page) } }), [navigate, search]);

  return (
    <Page title={t('collect:pages.authImport')} backAction={{ content: t('collect:title'), url: '/collect' }}>
      <BlockStack gap="400">
        <Text as="p" tone="subdued">{t('requests:customers.intro')}</Text>
        {!data.authorized ? (
          <AuthorizeCard />
        ) : step === 'done' ? (
          <SendResult actor={actor} />
        ) : (
          <>
            <CustomerTable key={`${search.q ?? ''}|${data.page}`} data={data} query={search.q} onQuery={onQuery} onPage={onPage} chosen={chosenIds} onSelect={onSelect} />
            <Card>
              <ProductChoice
                product={product}
                onChange={setProduct}
                label={t('requests:customers.productTitle')}
                shopLabel={t('requests:row.theShop')}
                chooseLabel={t('requests:row.chooseProduct')}
                clearLabel={t('requests:row.useShop')}
              />
            </Card>
            <SendControls actor={actor} label={(count) => t('requests:customers.request', { count })} emptyHint={t('requests:customers.selectFirst')} />
          </>
        )}
      </BlockStack>
    </Page>
  );
}
