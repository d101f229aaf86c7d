import type { AppEmbedContext } from './app-embed.types';

/** The parts of an app embed snapshot the UI reads. */
type Snapshot = { context: AppEmbedContext; matches: (state: 'starting' | 'off' | 'checking' | 'on') => boolean };

/** True once the embed is known to be on. */
export const selectEmbedOn = (s: Snapshot): boolean => s.matches('on');

/** The theme editor address to open. */
export const selectEmbedUrl = (s: Snapshot): string => s.context.url;
