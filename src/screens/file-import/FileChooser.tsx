import { Banner, BlockStack, Button, Card, DropZone, InlineGrid, List, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMATS } from '../../lib/import/formats';
import { templateCsv } from '../../lib/import/template';
import { downloadText } from '../../lib/download';

/** Formats listed to the merchant (the Judge.me export is a variant of Judge.me). */
const LISTED_FORMATS = FORMATS.filter((format) => format.id !== 'judgeme_export');

/**
 * The first step: a drop zone for one .csv file (also .tsv/.txt, as Excel saves "Unicode text"; its
 * button opens the file dialog), the template and the recognised formats. A workbook dropped as it
 * is gets the way to save it as CSV.
 */
export function FileChooser({ onFile }: { /** Called with the chosen CSV file. */ onFile: (file: File) => void }) {
  const { t } = useTranslation('import');
  const [rejected, setRejected] = useState<string | null>(null);
  const drop = (_all: File[], accepted: File[], refused: File[]) => {
    const file = accepted[0];
    if (file) {
      setRejected(null);
      onFile(file);
    } else if (refused[0]) setRejected(refused[0].name);
  };
  return (
    <InlineGrid columns={{ xs: 1, md: '2fr 1fr' }} gap="400" alignItems="start">
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">{t('chooser.title')}</Text>
          {rejected && (
            <Banner tone="warning" onDismiss={() => setRejected(null)}>
              <p>{t('chooser.rejected', { name: rejected })}</p>
              {/\.(xlsx|xlsm|xls|ods|numbers)$/i.test(rejected) && <p>{t('encoding.notCsv.saveSpreadsheet')}</p>}
            </Banner>
          )}
          <DropZone
            accept=".csv,text/csv,.tsv,.txt,text/tab-separated-values,text/plain"
            type="file"
            allowMultiple={false}
            label={t('chooser.dropLabel')}
            labelHidden
            onDrop={drop}
          >
            <DropZone.FileUpload actionTitle={t('chooser.action')} actionHint={t('chooser.hint')} />
          </DropZone>
        </BlockStack>
      </Card>
      <BlockStack gap="400">
        <Card>
          <BlockStack gap="200">
            <Text as="h2" variant="headingMd">{t('chooser.templateTitle')}</Text>
            <Text as="p" tone="subdued">{t('chooser.templateBody')}</Text>
            <div>
              <Button onClick={() => downloadText('reviews-import-template.csv', templateCsv())}>{t('chooser.template')}</Button>
            </div>
          </BlockStack>
        </Card>
        <Card>
          <BlockStack gap="200">
            <Text as="h2" variant="headingMd">{t('chooser.formatsTitle')}</Text>
            <List>
              {LISTED_FORMATS.map((format) => (
                <List.Item key={format.id}>{t(`formats.${format.id}`)}</List.Item>
              ))}
            </List>
            <Text as="p" tone="subdued">{t('chooser.formatsBody')}</Text>
          </BlockStack>
        </Card>
      </BlockStack>
    </InlineGrid>
  );
}
