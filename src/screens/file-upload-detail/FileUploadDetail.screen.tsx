import { BlockStack, Card, InlineGrid, Layout, Page, Text } from '@shopify/polaris';
import { useLoaderData } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ImportDetail } from '../../contract/imports';
import { MessagePage } from '../../ui/MessagePage';
import { usePageTitle } from '../../ui/use-page-title';
import { FailedRowsCard } from './FailedRowsCard';
import type { FileUploadDetailData } from './file-upload-detail.loader';

const KNOWN_FORMATS = new Set(['csv', 'aliexpress', 'amazon']);

/** One labelled value of the summary. */
function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <BlockStack gap="100">
      <Text as="span" tone="subdued">{label}</Text>
      <Text as="span" variant="headingMd">{value}</Text>
    </BlockStack>
  );
}

function Summary({ detail }: { detail: ImportDetail }) {
  const { t, i18n } = useTranslation(['public', 'import']);
  const format = KNOWN_FORMATS.has(detail.format)
    ? t(`fileUploadDetail.formats.${detail.format}`)
    : t(`import:formats.${detail.format}`, { defaultValue: t('fileUploadDetail.formats.other', { format: detail.format }) });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(detail.created_at));
  // How the file's ambiguous dates were read (decided by the file or answered by the merchant).
  const formatAndDates = detail.date_order ? `${format} · ${t(`import:values.dateOrder.read_${detail.date_order}`)}` : format;
  return (
    <Card>
      <BlockStack gap="400">
        <InlineGrid columns={{ xs: 1, sm: 3 }} gap="400">
          <Figure label={t('fileUploadDetail.fileName')} value={detail.file_name} />
          <Figure label={t('fileUploadDetail.format')} value={formatAndDates} />
          <Figure label={t('fileUploadDetail.date')} value={date} />
        </InlineGrid>
        <div data-testid="import-counts">
          <InlineGrid columns={{ xs: 1, sm: 2, md: 4 }} gap="400">
            <Figure label={t('fileUploadDetail.imported')} value={detail.imported} />
            <Figure label={t('updated.label')} value={detail.updated ?? 0} />
            <Figure label={t('fileUploadDetail.duplicates')} value={detail.duplicates} />
            <Figure label={t('fileUploadDetail.failed')} value={detail.failed} />
          </InlineGrid>
        </div>
      </BlockStack>
    </Card>
  );
}

/** /file_upload_detail?id=<import id>: an import's counts and the rows that were not imported. */
export default function FileUploadDetail() {
  const { t } = useTranslation(['public', 'import']);
  const data = useLoaderData({ strict: false }) as FileUploadDetailData;
  const title = t('fileUploadDetail.title');
  usePageTitle(title);
  const back = { content: t('fileUploadDetail.back'), url: '/import' };
  if (data.state === 'signedOut') {
    return <MessagePage heading={t('fileUploadDetail.signedOutHeading')} body={t('fileUploadDetail.signedOutBody')} action={{ content: t('fileUploadDetail.signIn'), url: '/login' }} />;
  }
  if (data.state !== 'ready') {
    const body = data.state === 'missingId' ? t('fileUploadDetail.missingId') : t('fileUploadDetail.notFoundBody');
    return <MessagePage heading={t('fileUploadDetail.notFoundHeading')} body={body} action={back} />;
  }
  return (
    <Page title={title} backAction={back}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Summary detail={data.detail} />
            <FailedRowsCard rows={data.detail.failed_rows} importId={data.detail.id} />
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
