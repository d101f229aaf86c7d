import type { ReactNode } from 'react';
import type { StorefrontWidget } from '../../contract/widgets';

/** A five-point star of size `s` with its top-left corner at (x, y). */
const star = (x: number, y: number, s: number, key: number) => {
  const points = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((i) => {
      const r = i % 2 === 0 ? s / 2 : s / 5;
      const a = (Math.PI / 5) * i - Math.PI / 2;
      return `${(x + s / 2 + r * Math.cos(a)).toFixed(1)},${(y + s / 2 + r * Math.sin(a)).toFixed(1)}`;
    })
    .join(' ');
  return <polygon key={key} points={points} />;
};

/** A row of `n` stars (the first `filled` solid, the others outlined). */
function Stars({ x, y, s, n = 5, filled = n }: { x: number; y: number; s: number; n?: number; filled?: number }) {
  return (
    <g>
      <g fill="currentColor">{Array.from({ length: filled }, (_, i) => star(x + i * (s + 1), y, s, i))}</g>
      <g fill="none" stroke="currentColor" strokeWidth="0.8">{Array.from({ length: n - filled }, (_, i) => star(x + (filled + i) * (s + 1), y, s, i))}</g>
    </g>
  );
}

/** A text line (a rounded bar) of width `w`. */
const line = (x: number, y: number, w: number, key?: number, opacity = 0.35) => (
  <rect key={key} x={x} y={y} width={w} height="3" rx="1.5" fill="currentColor" opacity={opacity} />
);

/** A card outline. */
const box = (x: number, y: number, w: number, h: number, key?: number) => (
  <rect key={key} x={x} y={y} width={w} height={h} rx="3" fill="none" stroke="currentColor" strokeWidth="1" opacity="0.5" />
);

/** A photo: a frame with a hill and a sun. */
const photo = (x: number, y: number, s: number, key?: number) => (
  <g key={key}>
    <rect x={x} y={y} width={s} height={s} rx="2" fill="currentColor" opacity="0.15" />
    <path d={`M${x + 1} ${y + s - 2} L${x + s * 0.4} ${y + s * 0.5} L${x + s - 1} ${y + s - 2} Z`} fill="currentColor" opacity="0.45" />
    <circle cx={x + s * 0.72} cy={y + s * 0.3} r={s * 0.1} fill="currentColor" opacity="0.45" />
  </g>
);

const DRAWINGS: Record<StorefrontWidget, ReactNode> = {
  widget: (
    <>
      <text x="6" y="16" fontSize="11" fontWeight="700" fill="currentColor">4.8</text>
      <Stars x={26} y={8} s={7} />
      {[66, 56, 46].map((w, i) => line(66, 8 + i * 4, w / 3, i))}
      {[28, 46].map((y, i) => (
        <g key={y}>
          <Stars x={6} y={y} s={5} filled={5 - i} />
          {line(6, y + 8, 80)}
          {line(6, y + 13, 60)}
        </g>
      ))}
    </>
  ),
  rating: (
    <>
      {line(14, 14, 68, 0, 0.55)}
      <Stars x={14} y={26} s={11} filled={4} />
      <text x="76" y="36" fontSize="9" fill="currentColor">(12)</text>
      {line(14, 48, 40)}
    </>
  ),
  write: (
    <>
      {box(10, 6, 76, 52)}
      <Stars x={18} y={12} s={8} filled={3} />
      {box(18, 25, 60, 8)}
      {box(18, 36, 60, 12)}
      <rect x="54" y="51" width="24" height="5" rx="2" fill="currentColor" opacity="0.6" />
    </>
  ),
  qa: (
    <>
      <path d="M8 8 h50 a3 3 0 0 1 3 3 v14 a3 3 0 0 1 -3 3 h-40 l-6 6 v-6 h-4 a3 3 0 0 1 -3 -3 v-14 a3 3 0 0 1 3 -3 z" fill="none" stroke="currentColor" opacity="0.6" />
      <text x="12" y="21" fontSize="9" fontWeight="700" fill="currentColor">Q</text>
      {line(22, 15, 32)}
      <path d="M36 34 h50 a3 3 0 0 1 3 3 v14 a3 3 0 0 1 -3 3 h-4 v6 l-6 -6 h-40 a3 3 0 0 1 -3 -3 v-14 a3 3 0 0 1 3 -3 z" fill="currentColor" opacity="0.15" />
      <text x="40" y="47" fontSize="9" fontWeight="700" fill="currentColor">A</text>
      {line(50, 41, 32)}
    </>
  ),
  shows: <>{[0, 1, 2, 3, 4, 5].map((i) => photo(10 + (i % 3) * 26, 6 + Math.floor(i / 3) * 27, 24, i))}</>,
  reviews: (
    <>
      {line(8, 6, 40, 0, 0.6)}
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          {box(8 + (i % 2) * 42, 14 + Math.floor(i / 2) * 24, 38, 20)}
          <Stars x={12 + (i % 2) * 42} y={17 + Math.floor(i / 2) * 24} s={4} />
          {line(12 + (i % 2) * 42, 25 + Math.floor(i / 2) * 24, 28)}
        </g>
      ))}
    </>
  ),
  tab: (
    <>
      {box(6, 4, 80, 56)}
      {line(12, 12, 40)}
      {line(12, 20, 56)}
      {photo(12, 28, 24)}
      <rect x="80" y="20" width="10" height="26" rx="2" fill="currentColor" opacity="0.7" />
      <Stars x={82} y={24} s={6} n={1} />
    </>
  ),
  carousel: (
    <>
      <path d="M8 32 l5 -5 M8 32 l5 5 M88 32 l-5 -5 M88 32 l-5 5" stroke="currentColor" strokeWidth="1.5" fill="none" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          {box(18 + i * 21, 14, 18, 36)}
          <Stars x={20 + i * 21} y={18} s={2.4} />
          {line(21 + i * 21, 26, 12)}
          {line(21 + i * 21, 31, 10)}
        </g>
      ))}
    </>
  ),
  referral: (
    <>
      <rect x="14" y="18" width="26" height="22" rx="2" fill="currentColor" opacity="0.25" />
      <rect x="12" y="13" width="30" height="7" rx="1.5" fill="currentColor" opacity="0.5" />
      <rect x="25" y="13" width="4" height="27" fill="currentColor" opacity="0.6" />
      {line(48, 16, 36, 0, 0.55)}
      {line(48, 24, 30)}
      <rect x="48" y="32" width="30" height="8" rx="2" fill="currentColor" opacity="0.6" />
      {line(14, 50, 68)}
    </>
  ),
  checkout: (
    <>
      <path d="M24 4 h48 v54 l-6 -3 l-6 3 l-6 -3 l-6 3 l-6 -3 l-6 3 l-6 -3 l-6 3 z" fill="none" stroke="currentColor" opacity="0.5" />
      <circle cx="48" cy="16" r="6" fill="none" stroke="currentColor" />
      <path d="M45 16 l2 2 l4 -4" stroke="currentColor" fill="none" />
      {line(32, 27, 32)}
      <Stars x={30} y={35} s={6} filled={0} />
      {line(34, 46, 28)}
    </>
  ),
  storeReview: (
    <>
      <path d="M10 22 l6 -12 h32 l6 12 z" fill="currentColor" opacity="0.35" />
      <rect x="12" y="22" width="40" height="26" fill="none" stroke="currentColor" opacity="0.5" />
      <rect x="26" y="32" width="10" height="16" fill="currentColor" opacity="0.3" />
      <text x="60" y="24" fontSize="11" fontWeight="700" fill="currentColor">4.9</text>
      <Stars x={60} y={30} s={5} />
      {line(60, 40, 26)}
      {line(60, 45, 20)}
    </>
  ),
};

/**
 * A small drawing of a storefront widget (theme-neutral: drawn in the text colour). It is
 * decorative: the widget's name and description beside it say what it is.
 */
export function WidgetPicture({ widget }: { widget: StorefrontWidget }) {
  return (
    <svg className="ra-widget-picture" viewBox="0 0 96 64" aria-hidden="true" focusable="false" data-widget-picture={widget}>
      {DRAWINGS[widget]}
    </svg>
  );
}
