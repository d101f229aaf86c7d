import { Spinner } from '@shopify/polaris';

/** Shown while a screen or its texts load. */
export function PageSpinner() {
  return (
    <div className="ra-center" role="status" aria-busy="true">
      <Spinner size="large" />
    </div>
  );
}
