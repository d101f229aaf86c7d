/*
 * Type-level tests of the route tree: `tsc --noEmit -p tsconfig.json` checks this file (the
 * tsconfig includes `tests`). Every `@ts-expect-error` line must be an error, or tsc fails.
 */
import { getRouteApi, Link, redirect, type useNavigate, type LinkProps, type RegisteredRouter } from '@tanstack/react-router';
import { type MAIN_NAV } from '../../../src/routes/nav';
import type { AppRouter } from '../../../src/routes/tree';

type Paths = keyof RegisteredRouter['routesByPath'];
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(value: T): T => value;

// The registered router is ours.
assert<Equal<RegisteredRouter, AppRouter>>(true);
// Every main navigation item leads to a route of the tree.
assert<(typeof MAIN_NAV)[number]['path'] extends Paths ? true : false>(true);
// Paths of SPEC §2 are there, a made-up one is not.
assert<'/reviewList' extends Paths ? true : false>(true);
assert<'/display/$widget' extends Paths ? true : false>(true);
assert<'/settings/review_discount/$type' extends Paths ? true : false>(true);
assert<'/reviewlist' extends Paths ? false : true>(true);

export function navigations(navigate: ReturnType<typeof useNavigate>) {
  void navigate({ to: '/plan', search: { source: 'navigation' } });
  void navigate({ to: '/', search: { range: 7 } });
  void navigate({ to: '/', search: { range: '30' } });
  void navigate({ to: '/reviewList', search: (prev) => ({ ...prev, page: '2' }) });
  void navigate({ to: '/settings/language', search: { lang: 'de' } });
  void navigate({ to: '/display/$widget', params: { widget: 'carousel' } });
  void navigate({ href: '/plan?source=navigation' });

  // @ts-expect-error a path that is not a route
  void navigate({ to: '/plans' });
  // @ts-expect-error a search param the route does not have
  void navigate({ to: '/plan', search: { sourc: 'navigation' } });
  // @ts-expect-error a search param of the wrong type
  void navigate({ to: '/settings/language', search: { lang: ['de'] } });
  // @ts-expect-error a widget outside the whitelist
  void navigate({ to: '/display/$widget', params: { widget: 'slider' } });
  // @ts-expect-error the param of a parameter segment is required
  void navigate({ to: '/collect/review-request/$type' });
}

export const links = [
  <Link key="ok" to="/reviewList" search={{ id: '12' }} />,
  // @ts-expect-error a path that is not a route
  <Link key="path" to="/reviewLists" />,
  // @ts-expect-error a search param the route does not have
  <Link key="search" to="/reviewList" search={{ ids: '12' }} />,
];

export const linkProps: LinkProps = { to: '/settings/review_discount/$type', params: { type: 'discount_reminder' } };

export function redirects() {
  // @ts-expect-error a redirect to a path that is not a route
  return redirect({ to: '/logins' });
}

// What a screen reads, typed by the route's schema (numbers where the schema coerces them).
const dashboardApi = getRouteApi('/_admin/');
const reviewsApi = getRouteApi('/_admin/reviewList');
export function reads() {
  const range: number | undefined = dashboardApi.useSearch().range;
  const id: string | undefined = reviewsApi.useSearch().id;
  // @ts-expect-error the range is a number after validation
  const text: string | undefined = dashboardApi.useSearch().range;
  // @ts-expect-error /reviewList has no such param
  void reviewsApi.useSearch().ids;
  return [range, id, text];
}
// @ts-expect-error a route id that does not exist
getRouteApi('/_admin/nope');
