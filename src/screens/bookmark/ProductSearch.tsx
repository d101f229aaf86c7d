import { Autocomplete, Icon } from '@shopify/polaris';
import { SearchIcon } from '@shopify/polaris-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '../../contract/marketplace';
import { DEBOUNCE_MS } from '../../lib/constants';

/**
 * A searchable list of the shop's products. `search` answers the products matching a keyword
 * (the page's call keyed by the shop's key); the first products come from the page loader.
 */
export function ProductSearch(props: {
  initial: readonly PublicProduct[];
  search: (keyword: string) => Promise<PublicProduct[]>;
  selected: PublicProduct | null;
  onSelect: (product: PublicProduct) => void;
}) {
  const { t } = useTranslation('marketplace');
  const [input, setInput] = useState(props.selected?.title ?? '');
  const [products, setProducts] = useState<readonly PublicProduct[]>(props.initial);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const { search } = props;

  useEffect(() => {
    if (input === (props.selected?.title ?? null)) return;
    const call = ++latest.current;
    const timer = setTimeout(() => {
      setLoading(true);
      search(input.trim())
        .then((items) => { if (call === latest.current) setProducts(items); })
        .catch(() => { if (call === latest.current) setProducts([]); })
        .finally(() => { if (call === latest.current) setLoading(false); });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, search, props.selected]);

  const options = products.map((p) => ({ value: p.id, label: p.title }));
  return (
    <Autocomplete
      options={options}
      selected={props.selected ? [props.selected.id] : []}
      loading={loading}
      emptyState={<p style={{ padding: 12 }}>{t('product.noMatch')}</p>}
      onSelect={([id]) => {
        const product = products.find((p) => p.id === id);
        if (!product) return;
        props.onSelect(product);
        setInput(product.title);
      }}
      textField={
        <Autocomplete.TextField
          label={t('product.label')}
          helpText={t('product.help')}
          value={input}
          onChange={setInput}
          prefix={<Icon source={SearchIcon} />}
          placeholder={t('product.search')}
          autoComplete="off"
        />
      }
    />
  );
}
