import { lazy, Suspense } from 'react';
import { useRuntime } from '../../app/runtime-context';
import { closeSupportChat, useSupportChatDetails } from './chat-store';

const SupportChatPanel = lazy(() => import('./SupportChatPanel').then((m) => ({ default: m.SupportChatPanel })));

/** Mounts the support chat while it is open; its code loads only then. */
export function SupportChatHost() {
  const runtime = useRuntime();
  const details = useSupportChatDetails(runtime);
  if (!details) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatPanel details={details} onClose={() => closeSupportChat(runtime)} />
    </Suspense>
  );
}
