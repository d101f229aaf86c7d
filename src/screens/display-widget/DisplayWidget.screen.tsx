import { useLoaderData, useParams } from '@tanstack/react-router';
import { WidgetEditor } from './WidgetEditor';

/** /display/$widget: one storefront widget's settings with a live preview (a fresh editor per widget). */
export default function DisplayWidget() {
  const { widget } = useParams({ from: '/_admin/display/$widget' });
  const data = useLoaderData({ from: '/_admin/display/$widget' });
  return <WidgetEditor key={widget} widget={widget} data={data} />;
}
