import { BlockStack, Page } from '@shopify/polaris';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stepOf } from '../../../machines/import/file-import.selectors';
import { useRuntime } from '../../app/runtime-context';
import { usePageTitle } from '../../ui/use-page-title';
import { fileImportMachineFor } from '../../app/actors/file-import.actors';
import { EncodingPicker } from './EncodingPicker';
import { FileChooser } from './FileChooser';
import { FormatBanner, LoadFailedBanner, ReadingCard } from './FileStatus';
import { ImportProgress } from './ImportProgress';
import { ImportSummary } from './ImportSummary';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';

/** /import/file_import: choose a CSV, see its format, map unknown columns, preview with reasons, import in batches, summary. */
export default function FileImport() {
  const { t } = useTranslation(['import', 'common']);
  const runtime = useRuntime();
  const machine = useMemo(() => fileImportMachineFor(runtime), [runtime]);
  const actor = useActorRef(machine, { input: {} });
  const step = useSelector(actor, stepOf);
  usePageTitle(t('import:fileImport'));
  const choose = (file: File) => actor.send({ type: 'fileImport.choose', file: { name: file.name, size: file.size, content: file } });
  return (
    <Page title={t('import:fileImport')} backAction={{ content: t('import:title'), url: '/import' }}>
      <BlockStack gap="400">
        {step === 'choose' && <FileChooser onFile={choose} />}
        {(step === 'reading' || step === 'checking') && <ReadingCard actor={actor} />}
        {step === 'failed' && <LoadFailedBanner actor={actor} />}
        {(step === 'mapping' || step === 'preview') && <FormatBanner actor={actor} />}
        {(step === 'mapping' || step === 'preview') && <EncodingPicker actor={actor} />}
        {step === 'mapping' && <MappingStep actor={actor} />}
        {step === 'preview' && <PreviewStep actor={actor} />}
        {step === 'importing' && <ImportProgress actor={actor} />}
        {step === 'done' && <ImportSummary actor={actor} />}
      </BlockStack>
    </Page>
  );
}
