import { NARROW_BREAKPOINT_PX } from '../lib/constants';

/** Pages without the footer (SPEC §2): the guide, email pages, widget editors, reply, discount and update-review pages. */
const NO_FOOTER: readonly RegExp[] = [
  /^\/guide$/,
  /^\/collect\/review-request\/[^/]+$/,
  /^\/collect\/photo_video_reminder$/,
  /^\/collect\/update_review$/,
  /^\/settings\/referrals_email$/,
  /^\/settings\/advocate_email$/,
  /^\/settings\/reply_review$/,
  /^\/settings\/review_discount\/[^/]+$/,
  /^\/display\/[^/]+$/,
];

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The footer with product and provider credit shows on every admin page but those above. */
export function footerVisible(pathname: string): boolean {
  const path = normalize(pathname);
  return !NO_FOOTER.some((re) => re.test(path));
}

/** Footer top margin in px: 4 on /display, 12 on /reviewList and /plan, 0 on /recommended, else 20. */
export function footerMarginTop(pathname: string): number {
  switch (normalize(pathname)) {
    case '/display':
      return 4;
    case '/reviewList':
    case '/plan':
      return 12;
    case '/recommended':
      return 0;
    default:
      return 20;
  }
}

/** What decides whether the standalone top bar shows. */
export interface TopBarInput {
  embedded: boolean;
  superAdmin: boolean;
  pathname: string;
  /** The headerShow switch of the common state. */
  headerShow: boolean;
}

/** The top bar is hidden when embedded and not super admin, during the guide, or when headerShow is off. */
export function topBarVisible(input: TopBarInput): boolean {
  if (input.embedded && !input.superAdmin) return false;
  if (normalize(input.pathname) === '/guide') return false;
  return input.headerShow;
}

/** The narrow layout applies at a window width of 768 px or less. */
export function isNarrow(width: number): boolean {
  return width <= NARROW_BREAKPOINT_PX;
}

/** Media query of the narrow layout. */
export const NARROW_MEDIA_QUERY = `(max-width: ${NARROW_BREAKPOINT_PX}px)`;
