import { Autocomplete, Banner, BlockStack, Icon, InlineStack, SkeletonBodyText, Tag } from '@shopify/polaris';
import { SearchIcon } from '@shopify/polaris-icons';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptionsTask } from '../../app/actors/country.tasks';
import type { CountryOption } from '../../lib/country';
import { useTask } from '../../ui/use-task';

/** Most options the list shows at once (typing narrows it). */
const SHOWN_OPTIONS = 60;

/**
 * "Reviews from these countries": a searchable list of every country (from the static country
 * file, read once per page life when this filter first shows, labelled in the interface language),
 * the chosen ones as removable tags. No country chosen means every country.
 */
export function CountryFilter({ value, onChange }: { value: readonly string[]; onChange: (codes: string[]) => void }) {
  const { t } = useTranslation('marketplace');
  const load = useTask(countryOptionsTask);
  const [options, setOptions] = useState<CountryOption[] | null>(null);
  const [typed, setTyped] = useState('');
  const fetchOptions = () => void load.run().then((list) => list && setOptions(list));
  useEffect(fetchOptions, []); // eslint-disable-line react-hooks/exhaustive-deps -- read once when the filter shows

  const shown = useMemo(() => {
    const needle = typed.trim().toLocaleLowerCase();
    const matching = (options ?? []).filter((o) => !needle || o.label.toLocaleLowerCase().includes(needle) || o.value.toLowerCase() === needle);
    return matching.slice(0, SHOWN_OPTIONS);
  }, [options, typed]);
  const labelOf = (code: string) => options?.find((o) => o.value === code)?.label ?? code;

  if (load.error && !options) {
    return (
      <Banner tone="warning" title={t('filters.countriesFailed')} action={{ content: t('common:errors.tryAgain'), onAction: fetchOptions }}>
        <p>{load.error}</p>
      </Banner>
    );
  }
  if (!options) {
    return (
      <div aria-busy="true" aria-label={t('filters.countriesLoading')}>
        <SkeletonBodyText lines={2} />
      </div>
    );
  }
  return (
    <BlockStack gap="200">
      <Autocomplete
        allowMultiple
        options={shown}
        selected={[...value]}
        onSelect={(codes) => onChange(codes)}
        emptyState={t('filters.countriesNone')}
        textField={
          <Autocomplete.TextField
            label={t('filters.countries')}
            helpText={t('filters.countriesHelp')}
            value={typed}
            onChange={setTyped}
            placeholder={t('filters.countriesPlaceholder')}
            prefix={<Icon source={SearchIcon} />}
            autoComplete="off"
          />
        }
      />
      {value.length > 0 && (
        <div data-testid="country-tags">
          <InlineStack gap="200">
            {value.map((code) => (
              <Tag key={code} onRemove={() => onChange(value.filter((c) => c !== code))} accessibilityLabel={t('filters.removeCountry', { country: labelOf(code) })}>
                {labelOf(code)}
              </Tag>
            ))}
          </InlineStack>
        </div>
      )}
    </BlockStack>
  );
}
