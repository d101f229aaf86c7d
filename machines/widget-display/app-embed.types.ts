import type { EmbedsStatus } from '../../src/contract/shop';

/** What the embeds status call answers (`get_core_app_embeds_status`). */
export type AppEmbedStatus = EmbedsStatus;

/** Context of the theme app embed status. */
export interface AppEmbedContext {
  /** The theme editor address that opens the app embeds panel. */
  url: string;
  /** Whether startup read the embed as on. */
  startedOn: boolean;
  /** The page became visible again while a check was out: check once more when it answers. */
  again: boolean;
}

/** Events of the theme app embed status. */
export type AppEmbedEvent =
  /** The page became visible again (the merchant may have turned the embed on in the theme editor). */
  { type: 'appEmbed.visible' };
