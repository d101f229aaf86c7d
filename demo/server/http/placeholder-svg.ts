import { hashText as hash } from '../domain/seeded-random';

/** Pattern an image name must match: lower-case words joined by dashes, at most 120 characters. */
export const IMAGE_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_NAME_LENGTH = 120;

/** True when the name can be drawn as a placeholder image. */
export function isImageName(name: string): boolean {
  return name.length <= MAX_NAME_LENGTH && IMAGE_NAME_PATTERN.test(name);
}

/** Converts HSL (hue in degrees, saturation and lightness 0..1) to a `#rrggbb` colour. */
function hslToHex(hue: number, saturation: number, lightness: number): string {
  const k = (n: number): number => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number): string => {
    const value = lightness - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The background colour of a name's placeholder: a muted colour picked from a hash of the name. */
export function placeholderColor(name: string): string {
  const h = hash(name);
  return hslToHex(h % 360, 0.35 + ((h >>> 9) % 20) / 100, 0.38 + ((h >>> 17) % 14) / 100);
}

/** Up to two initials from the words of a name ("cedar-plant-stand" → "CP"). */
export function placeholderInitials(name: string): string {
  const words = name.split('-').filter((word) => /^[a-z]/.test(word) && word !== 'and');
  const initials = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase()).join('');
  return initials || name.charAt(0).toUpperCase();
}

/** A square SVG placeholder: the name's colour with its initials in white. */
export function renderPlaceholderSvg(name: string, size = 256): string {
  const initials = placeholderInitials(name);
  const fontSize = Math.round(size * (initials.length > 1 ? 0.38 : 0.46));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${initials}">`,
    `<rect width="${size}" height="${size}" fill="${placeholderColor(name)}"/>`,
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="600">${initials}</text>`,
    '</svg>',
  ].join('');
}
