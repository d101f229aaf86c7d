/** A light illustration for empty states (inline: no request). */
export const ILLUSTRATION =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="226" height="160" viewBox="0 0 226 160"><rect x="33" y="20" width="160" height="120" rx="12" fill="#f1f1f1"/><path d="M70 60h86M70 80h60M70 100h72" stroke="#c9c9c9" stroke-width="8" stroke-linecap="round"/><circle cx="170" cy="110" r="18" fill="#ffd79d"/></svg>',
  );
