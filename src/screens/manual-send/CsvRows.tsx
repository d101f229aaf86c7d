import { Badge, Banner, BlockStack, Button, Card, DropZone, IndexTable, InlineStack, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAMPLE_CSV } from '../../../machines/request-import/manual-requests.rows';
import { selectChecks, selectFileName, selectFileProblem, selectRows, selectStep } from '../../../machines/request-import/manual-requests.selectors';
import { downloadText } from '../../lib/download';
import { issueText } from './issue-text';
import type { ManualRequestsActor } from './manual-requests-actor';

/** The CSV way in: a drop zone, the sample file, and every row read with its line and its check. */
export function CsvRows({ actor }: { /** The list's machine. */ actor: ManualRequestsActor }) {
  const { t } = useTranslation('requests');
  const rows = useSelector(actor, selectRows);
  const checks = useSelector(actor, selectChecks);
  const fileName = useSelector(actor, selectFileName);
  const problem = useSelector(actor, selectFileProblem);
  const reading = useSelector(actor, (s) => selectStep(s) === 'reading');
  const [rejected, setRejected] = useState<string | null>(null);
  const drop = (_all: File[], accepted: File[], refused: File[]) => {
    const file = accepted[0];
    if (file) {
      setRejected(null);
      actor.send({ type: 'manualRequests.chooseFile', name: file.name, file });
    } else if (refused[0]) setRejected(refused[0].name);
  };
  return (
    <BlockStack gap="400">
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">{t('csv.title')}</Text>
          <Text as="p" tone="subdued">{t('csv.body')}</Text>
          {rejected && (
            <Banner tone="warning" onDismiss={() => setRejected(null)}>
              <p>{t('csv.rejected', { name: rejected })}</p>
            </Banner>
          )}
          {problem && (
            <Banner tone="critical">
              <p>{t(`csv.problems.${problem}`)}</p>
            </Banner>
          )}
          <DropZone accept=".csv,text/csv,text/plain" type="file" allowMultiple={false} label={t('csv.dropLabel')} labelHidden onDrop={drop} disabled={reading}>
            <DropZone.FileUpload actionTitle={t('csv.action')} actionHint={t('csv.hint')} />
          </DropZone>
          <InlineStack gap="300" blockAlign="center" align="space-between">
            <Text as="p" tone="subdued">{fileName ? t(reading ? 'csv.reading' : 'csv.file', { name: fileName }) : ''}</Text>
            <Button variant="plain" onClick={() => downloadText('review-requests-sample.csv', SAMPLE_CSV)}>{t('csv.sample')}</Button>
          </InlineStack>
        </BlockStack>
      </Card>
      {rows.length > 0 && (
        <Card padding="0">
          <IndexTable
            selectable={false}
            resourceName={{ singular: t('row.resourceOne'), plural: t('row.resourceMany') }}
            itemCount={rows.length}
            headings={[
              { title: t('row.line') }, { title: t('row.email') }, { title: t('row.name') }, { title: t('row.product') },
              { title: t('row.language') }, { title: t('row.problems') },
            ]}
          >
            {rows.map((row, i) => {
              const issues = checks[i]?.issues ?? [];
              return (
                <IndexTable.Row id={row.key} key={row.key} position={i}>
                  <IndexTable.Cell><Text as="span" numeric>{row.line}</Text></IndexTable.Cell>
                  <IndexTable.Cell>{row.email}</IndexTable.Cell>
                  <IndexTable.Cell>{row.name}</IndexTable.Cell>
                  <IndexTable.Cell>{row.productId ? (checks[i]?.product?.title ?? row.productId) : t('row.theShop')}</IndexTable.Cell>
                  <IndexTable.Cell>{row.language || t('row.shopLanguage')}</IndexTable.Cell>
                  <IndexTable.Cell>
                    {issues.length === 0 ? (
                      <Badge tone="success">{t('row.ok')}</Badge>
                    ) : (
                      <BlockStack gap="100">
                        {issues.map((issue) => <Text as="span" tone="critical" key={issue}>{issueText(t, issue)}</Text>)}
                      </BlockStack>
                    )}
                  </IndexTable.Cell>
                </IndexTable.Row>
              );
            })}
          </IndexTable>
        </Card>
      )}
    </BlockStack>
  );
}
