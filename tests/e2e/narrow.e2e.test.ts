import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/common.json';
import { routeTree } from '../../src/routes/tree';
import { loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

/** The narrow layout's two reference widths (SPEC: narrow at 768 px or less): a phone and the breakpoint itself. */
const WIDTHS = [390, 768] as const;

/** Where a route with a path parameter is visited (one allowed value each). */
const PARAM_PATHS: Record<string, string> = {
  '/collect/review-request/$type': '/collect/review-request/first',
  '/settings/product_groups/$id': '/settings/product_groups/1',
  '/settings/review_discount/$type': '/settings/review_discount/discount_for_review',
  '/display/$widget': '/display/widget',
};

/**
 * The built screens (every other route shows "Coming soon"). The test below derives the built
 * screens from the route tree and fails when they differ from this list, so a newly built screen
 * cannot skip the narrow-layout checks.
 */
const BUILT = [
  '/', '/reviewList', '/guide', '/import', '/import/file_import', '/import/bookmark_import', '/import/dsm_import',
  '/collect/review-request/first', '/collect/photo_video_reminder', '/collect/update_review',
  '/collect/discount', '/settings/review_discount/discount_for_review', '/settings/reply_review',
  '/collect/manual_import', '/collect/auth_import', '/collect/review_request_link',
  '/plan', '/recommended', '/collect', '/collect/orders', '/collect/sync_past_orders', '/collect/review_request_product', '/settings/language',
  '/collect/managing_reviews', '/collect/attributes', '/collect/auto_leave_reviews', '/collect/auto_leave_reviews/thankyou', '/collect/auto_leave_reviews/checkout',
  '/login', '/auth', '/file_upload_detail', '/bookmark_import', '/amazon_bookmark_import', '/email_review', '/media_submit', '/400', '/404',
  '/display', '/widgetsList', '/display/widget', '/settings',
];

/** Every page path of the route tree (pathless layouts and the catch-all left out; parameters filled in). */
function routePaths(): string[] {
  const paths: string[] = [];
  const walk = (route: AnyRoute, prefix: string) => {
    const own = (route.options as { path?: string } | undefined)?.path;
    const path = own === undefined ? prefix : `${prefix.replace(/\/$/, '')}/${own.replace(/^\//, '')}`;
    const children = (route.children ?? []) as AnyRoute[];
    if (children.length > 0) {
      for (const child of children) walk(child, path);
    } else if (own !== undefined && own !== '$') {
      const full = path || '/';
      if (full.includes('$')) {
        const filled = PARAM_PATHS[full];
        if (!filled) throw new Error(`no parameter value for ${full}: add it to PARAM_PATHS`);
        paths.push(filled);
      } else paths.push(full);
    }
  };
  walk(routeTree as unknown as AnyRoute, '');
  return [...new Set(paths)];
}

/**
 * Checks the page as shown at its viewport, in the page: no sideways scrolling of the document;
 * every visible control and text, at every scroll position where it is on screen (below the bars
 * fixed at the top), is what `elementFromPoint` finds at its centre (nothing fixed or sticky over
 * it); and every control outside the viewport sideways sits in a container the merchant can scroll.
 * With `scope` (an open menu or dialog, which lies over the page on purpose) only what is inside it.
 */
function layoutProblems(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(async (scope) => {
    const problems = new Set<string>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = document.scrollingElement ?? document.documentElement;
    const W = document.documentElement.clientWidth;
    const H = window.innerHeight;
    const name = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}> "${label.slice(0, 40)}"`;
    };
    if (root.scrollWidth > W) problems.add(`the document scrolls sideways: ${root.scrollWidth} > ${W}`);

    const CONTROLS = 'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=button], [role=checkbox], [role=link], [role=menuitem]';
    // Left out: what is not drawn, and what is drawn for screen readers only (clipped to nothing).
    const clippedAway = (el: Element) => {
      for (let p: Element | null = el; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.position === 'absolute' && ((style.clip !== 'auto' && style.clip !== '') || style.clipPath !== 'none')) return true;
      }
      return false;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !el.closest('[aria-hidden="true"], [inert]') && !clippedAway(el);
    };
    const inScope = (el: Element) => el.closest(scope) !== null;
    const controls = [...document.querySelectorAll(CONTROLS)].filter((el) => inScope(el) && shown(el));
    const texts = [...document.querySelectorAll(`${scope} *`)].filter(
      (el) => !el.closest(CONTROLS) && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '') && shown(el),
    );

    // Sideways: inside the viewport, or in a container that scrolls sideways.
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      const scroller = (() => {
        for (let p = el.parentElement; p; p = p.parentElement) {
          const overflow = getComputedStyle(p).overflowX;
          if ((overflow === 'auto' || overflow === 'scroll') && p.scrollWidth > p.clientWidth) return p;
        }
        return null;
      })();
      if ((r.left < -1 || r.right > W + 1) && !scroller) problems.add(`${name(el)} is outside the viewport sideways and nothing scrolls to it`);
      // Clipped by a container that cannot scroll (overflow hidden or clip).
      for (let p = el.parentElement; p && p !== scroller; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if (overflow !== 'hidden' && overflow !== 'clip') continue;
        const box = p.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > box.right + 1) problems.add(`${name(el)} is cut off by ${name(p)}`);
        break;
      }
    }

    // Covered: step through the page and hit-test every target on screen: a control at its centre
    // and near its four corners, a text at the start, middle and end of each of its lines.
    const targets = [...controls, ...texts];
    const isControl = new Set(controls);
    // The part of the page an element can show through its clipping containers (scrollers, line clamps).
    const clipOf = (el: Element) => {
      const box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const r = p.getBoundingClientRect();
        box.left = Math.max(box.left, r.left);
        box.top = Math.max(box.top, r.top);
        box.right = Math.min(box.right, r.right);
        box.bottom = Math.min(box.bottom, r.bottom);
      }
      return box;
    };
    const pointsOf = (el: Element): [number, number][] => {
      if (isControl.has(el)) {
        const r = el.getBoundingClientRect();
        return [[0.5, 0.5], [0.15, 0.2], [0.85, 0.2], [0.15, 0.8], [0.85, 0.8]].map(([fx, fy]) => [r.left + r.width * fx!, r.top + r.height * fy!]);
      }
      const points: [number, number][] = [];
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (line.width < 2) continue;
          const mid = line.top + line.height / 2;
          points.push([line.left + Math.min(4, line.width / 2), mid], [line.left + line.width / 2, mid], [line.right - Math.min(4, line.width / 2), mid]);
        }
      }
      return points;
    };
    const maxY = Math.max(0, root.scrollHeight - H);
    const step = Math.max(80, Math.floor(H / 2));
    for (let y = 0; ; y = Math.min(maxY, y + step)) {
      window.scrollTo(0, y);
      await frame();
      // Full-width bars fixed or stuck at the top or bottom edge (the top bar, Polaris' sticky table
      // header and pagination) are what content scrolls past, not something lying over the page.
      // (found again at each step: Polaris' sticky manager fixes its filter bar only once scrolled)
      const pinned = [...document.querySelectorAll('body *')]
        .filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position))
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width >= W * 0.9 && r.height > 0);
      let top = 0;
      for (const r of [...pinned].sort((a, b) => a.top - b.top)) if (r.top <= top + 1) top = Math.max(top, r.bottom);
      let bottom = H;
      for (const r of [...pinned].sort((a, b) => b.bottom - a.bottom)) if (r.bottom >= bottom - 1) bottom = Math.min(bottom, r.top);
      for (const el of targets) {
        const box = el.getBoundingClientRect();
        if (box.bottom <= top || box.top >= bottom) continue;
        let clip: ReturnType<typeof clipOf> | null = null;
        for (const [x, y0] of pointsOf(el)) {
          if (y0 <= top + 1 || y0 >= bottom - 1 || x < 0 || x >= W) continue;
          const hit = document.elementFromPoint(x, y0);
          // The target itself, a part of it, or what it sits in (nothing is painted over it).
          if (!hit || el.contains(hit) || hit.contains(el)) continue;
          // A point its scrolling or clamping containers hide is not shown, so not covered either.
          clip ??= clipOf(el);
          if (x < clip.left || x > clip.right || y0 < clip.top || y0 > clip.bottom) continue;
          // With a selection, Polaris' bulk-action bar takes the place of the column headings.
          if (el.closest('thead, [class*="StickyTableHeader"]') && hit.closest('[class*="BulkActionsWrapper"]')) continue;
          // A control drawn by its label (Polaris' checkbox and radio backdrops) counts as itself.
          const label = el.closest('label') ?? (el instanceof HTMLInputElement ? el.labels?.[0] : null);
          if (label?.contains(hit)) continue;
          problems.add(`${name(el)} is covered by ${name(hit)} at scroll ${y}`);
          break;
        }
      }
      if (y >= maxY) break;
    }
    window.scrollTo(0, 0);
    return [...problems];
  }, scope);
}

/** Waits until the page has settled (no requests, spinners gone, fonts and entrance animations done). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await shown(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(400);
}

/** Waits until the screen shows no spinner or skeleton (enough to tell a placeholder from a built screen). */
async function shown(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('.Polaris-Frame, .ra-public, main') !== null &&
      ![...document.querySelectorAll('[aria-busy="true"], .Polaris-Spinner, [class*="Skeleton"]')].some((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true })),
    undefined,
    { timeout: 30_000, polling: 50 },
  );
}

async function narrowSession(width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await demo.browser.newContext({ viewport: { width, height: 844 } });
  const { page, errors } = await openPage(context);
  await loginAsDemoShop(page, demo.server);
  return { context, page, errors };
}

const isPlaceholder = async (page: Page) => (await page.getByText(en.placeholder.heading, { exact: true }).count()) > 0;

describe('the narrow layout (390 and 768 px)', () => {
  // The three sweeps of every screen run side by side (each in its own browser context): they only
  // read the layout, and one after the other they were the longest part of the end-to-end run.
  it.concurrent('lists exactly the built screens of the route tree', async () => {
    const { context, page } = await narrowSession(390);
    const built: string[] = [];
    for (const path of routePaths()) {
      await page.goto(`${demo.server.url}${path}`);
      await shown(page);
      if (!(await isPlaceholder(page))) built.push(path);
    }
    expect(built.sort()).toEqual([...BUILT].sort());
    await context.close();
  }, 600_000);

  for (const width of WIDTHS) {
    it.concurrent(`leaves every control of every built screen reachable and uncovered at ${width} px`, async () => {
      const { context, page, errors } = await narrowSession(width);
      await settle(page);
      // The demo shop runs the sale: its badge shows on the dashboard and the keyboard reaches it.
      await page.getByTestId('discount-tab').waitFor();
      let reached = false;
      for (let i = 0; i < 30 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'discount-tab');
      }
      expect(reached).toBe(true);
      const found: Record<string, string[]> = {};
      for (const path of BUILT) {
        await page.goto(`${demo.server.url}${path}`);
        await settle(page);
        const problems = await layoutProblems(page);
        if (problems.length > 0) found[path] = problems;
      }
      expect(found).toEqual({});
      expect(errors).toEqual([]);
      await context.close();
    }, 600_000);
  }

  for (const width of WIDTHS) {
    it(`keeps the review list's tabs, bulk actions, row buttons and review dialog usable at ${width} px`, async () => {
      const { context, page, errors } = await narrowSession(width);
      await page.goto(`${demo.server.url}/reviewList`);
      await page.locator('.ra-review-table tbody tr').first().waitFor();
      await settle(page);
      // Every row shows its own buttons on screen (no sideways table scrolling).
      const firstRow = page.locator('.ra-review-table tbody tr').first();
      const reply = firstRow.getByRole('button', { name: /^Reply to / });
      const box = await reply.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await layoutProblems(page)).toEqual([]);

      // A selection brings up the bulk actions, all on screen or in their menu.
      await page.locator('.ra-review-table tbody tr').nth(0).getByRole('checkbox').check();
      await page.locator('.ra-review-table tbody tr').nth(1).getByRole('checkbox').check();
      await page.getByText(/2 selected/).first().waitFor();
      await settle(page);
      expect(await layoutProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'More actions', exact: true }).first().click();
      await page.locator('.Polaris-Popover').getByRole('button').or(page.locator('.Polaris-Popover').getByRole('menuitem')).first().waitFor();
      await settle(page);
      expect(await layoutProblems(page, '.Polaris-Popover')).toEqual([]);
      await page.keyboard.press('Escape');

      // The review dialog.
      await page.goto(`${demo.server.url}/reviewList?id=${await firstRow.locator('[data-review-id]').getAttribute('data-review-id')}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: /Review from/ }).waitFor();
      await settle(page);
      expect(await layoutProblems(page, '[role="dialog"]')).toEqual([]);

      // The questions tab.
      await page.goto(`${demo.server.url}/reviewList?tab=questions`);
      await settle(page);
      expect(await layoutProblems(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
  }

  // NARROW_SCREENSHOTS=1 refreshes the README's phone screenshots (each checked like the pages above first).
  it.runIf(Boolean(process.env.NARROW_SCREENSHOTS))('saves 390 px screenshots of the dashboard, Manage Reviews and the plan page', async () => {
    const { context, page, errors } = await narrowSession(390);
    for (const [path, file] of [['/', 'narrow-dashboard'], ['/reviewList', 'narrow-reviews'], ['/plan', 'narrow-plan']] as const) {
      await page.goto(`${demo.server.url}${path}`);
      await settle(page);
      expect(await layoutProblems(page)).toEqual([]);
      await page.screenshot({ path: fileURLToPath(new URL(`../../demo/screenshots/${file}.png`, import.meta.url)) });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
