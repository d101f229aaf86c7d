import { useMatches, type StaticDataRouteOption } from '@tanstack/react-router';

/** The title of the deepest matched route (its namespace and title key; see `src/routes/route-meta.ts`). */
export function useRouteEntry(): StaticDataRouteOption | undefined {
  return useMatches({ select: (matches) => matches[matches.length - 1]?.staticData });
}
