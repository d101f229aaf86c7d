import { Toast } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useRuntime } from '../app/runtime-context';
import { selectToasts } from '../../machines/ui/toasts.selectors';

/** Shows the page's toasts (inside a Polaris Frame). */
export function ToastHost() {
  const runtime = useRuntime();
  const toasts = useSelector(runtime.toasts, selectToasts);
  return (
    <>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          content={toast.content}
          error={toast.error}
          duration={toast.duration}
          {...(toast.action ? { action: toast.action } : {})}
          onDismiss={() => runtime.toasts.send({ type: 'toast.remove', id: toast.id })}
        />
      ))}
    </>
  );
}
