import { Banner, BlockStack, Button, ButtonGroup, List, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { chosenDateOrder, dateOrderOpen, selectDates } from '../../../machines/import/file-import.selectors';
import { exampleDate, needsDateOrder } from '../../lib/import/dates';
import { formatDate } from '../../lib/format';
import type { FileImportActor } from './types';

/**
 * The date-order question of the preview: shown when the file's dates can be read both ways and
 * none of them tells (no day above 12), with examples from the file in both readings. The answer
 * reads the rows again; the import starts only once it is given. A file that mixes both orders
 * is said so.
 */
export function DateOrderQuestion({ actor }: { /** The running import. */ actor: FileImportActor }) {
  const { t, i18n } = useTranslation('import');
  const dates = useSelector(actor, selectDates);
  const chosen = useSelector(actor, chosenDateOrder);
  const open = useSelector(actor, dateOrderOpen);
  if (!dates || (!needsDateOrder(dates) && !dates.conflict)) return null;
  const day = (iso: string | null) => (iso ? formatDate(i18n.language, `${iso}T00:00:00.000Z`, { dateStyle: 'long', timeZone: 'UTC' }) : '—');
  const first = dates.examples[0];
  return (
    <div data-testid="date-order-question">
      <Banner tone={open ? 'warning' : 'info'} title={t('values.dateOrder.title')}>
        <BlockStack gap="200">
          {dates.conflict && <Text as="p" tone="caution">{t('values.dateOrder.conflict')}</Text>}
          {needsDateOrder(dates) && (
            <>
              <Text as="p">{t('values.dateOrder.text')}</Text>
              <List>
                {dates.examples.map((raw) => (
                  <List.Item key={raw}>
                    {t('values.dateOrder.example', { raw, dayFirst: day(exampleDate(raw, 'dmy')), monthFirst: day(exampleDate(raw, 'mdy')) })}
                  </List.Item>
                ))}
              </List>
              {first && (
                <ButtonGroup variant="segmented">
                  <Button pressed={chosen === 'dmy'} onClick={() => actor.send({ type: 'fileImport.chooseDateOrder', order: 'dmy' })}>
                    {t('values.dateOrder.dmy', { example: day(exampleDate(first, 'dmy')) })}
                  </Button>
                  <Button pressed={chosen === 'mdy'} onClick={() => actor.send({ type: 'fileImport.chooseDateOrder', order: 'mdy' })}>
                    {t('values.dateOrder.mdy', { example: day(exampleDate(first, 'mdy')) })}
                  </Button>
                </ButtonGroup>
              )}
              {open && <Text as="p" fontWeight="semibold">{t('values.dateOrder.needed')}</Text>}
            </>
          )}
        </BlockStack>
      </Banner>
    </div>
  );
}
