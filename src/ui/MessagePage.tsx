import { BlockStack, Button, Card, Page, Text } from '@shopify/polaris';

/** A full-page message with one way forward (load failed, not found…). */
export function MessagePage(props: {
  heading: string;
  body: string;
  action: { content: string; onAction?: () => void; url?: string; loading?: boolean };
}) {
  return (
    <Page narrowWidth>
      <Card>
        <BlockStack gap="300" inlineAlign="center">
          <Text as="h1" variant="headingLg">
            {props.heading}
          </Text>
          <Text as="p" tone="subdued">
            {props.body}
          </Text>
          <Button variant="primary" loading={props.action.loading ?? false} {...(props.action.url ? { url: props.action.url } : { onClick: props.action.onAction })}>
            {props.action.content}
          </Button>
        </BlockStack>
      </Card>
    </Page>
  );
}
