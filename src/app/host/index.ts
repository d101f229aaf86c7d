import type { HostMode } from '../config';
import type { HostAdapter } from './host.types';
import { platformHost } from './platform.host';
import { providerHost } from './provider.host';
import { standaloneHost } from './standalone.host';

export type { HostAdapter } from './host.types';

/** The adapter for a host mode. */
export function createHost(mode: HostMode, win: Window = window): HostAdapter {
  if (mode === 'platform') return platformHost(win);
  if (mode === 'provider') return providerHost(win);
  return standaloneHost(win);
}
