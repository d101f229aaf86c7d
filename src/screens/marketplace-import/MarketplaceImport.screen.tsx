import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The MarketplaceImport screen (its route, title and layout are final; the content comes with its own work). */
export default function MarketplaceImport() {
  return <PlaceholderPage />;
}
