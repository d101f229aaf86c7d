// The floor of the benchmark: the least a Polaris admin page costs (React 18, AppProvider, Page, Card), no API call.
import { AppProvider, BlockStack, Card, Page, Text } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

/** Mark set once the floor page is on screen (the floor's counterpart of the dashboard-ready mark). */
export const FLOOR_READY_MARK = 'floor:ready';

function FloorPage() {
  useEffect(() => {
    performance.mark(FLOOR_READY_MARK);
  }, []);
  return (
    <AppProvider i18n={en}>
      <Page title="Dashboard">
        <Card>
          <BlockStack gap="200">
            <Text as="h2" variant="headingMd">
              Welcome back
            </Text>
            <Text as="p" tone="subdued">
              Collect, import and show product reviews. This card needs no data from the server.
            </Text>
          </BlockStack>
        </Card>
      </Page>
    </AppProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<FloorPage />);
