import { useMatches } from '@tanstack/react-router';
import type { RouteEntry } from '../routes/entry';

/** The menu entry of the deepest matched route. */
export function useRouteEntry(): RouteEntry | undefined {
  return useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.entry });
}
