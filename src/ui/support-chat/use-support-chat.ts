import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectStartupData } from '../../../machines/startup/startup.selectors';
import { supportChatDetails, supportEmailUrl } from '../../app/support-chat';
import { useRuntime } from '../../app/runtime-context';
import { openSupportChat } from './chat-store';

/** A Polaris action: a link, or a handler. */
type ChatAction = { content: string; url: string; external: true } | { content: string; onAction: () => void };

/**
 * The "Chat support" action: with the support chat configured (`support-chat="preview"`) it opens
 * the chat with the user, shop and plan details (and the error seen); otherwise it writes an email
 * to the support team carrying the same details.
 */
export function useSupportChatAction(error: string | null = null): ChatAction {
  const { t, i18n } = useTranslation('common');
  const runtime = useRuntime();
  const data = useSelector(runtime.startup, selectStartupData);
  const details = () => supportChatDetails(data, { language: i18n.language, path: runtime.path.current, error });
  const content = t('banner.chat');
  if (runtime.config.supportChat === 'off') return { content, url: supportEmailUrl(details(), t('supportChat.subject')), external: true };
  return { content, onAction: () => openSupportChat(runtime, details()) };
}
