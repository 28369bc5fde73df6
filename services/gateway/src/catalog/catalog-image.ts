import { createHash } from 'node:crypto';
import type { CatalogItem } from '@shokuji/contracts';
import { escapeHtml } from '../http/escape-html';

/** Splits a name into lines of at most `width` characters (Japanese has no spaces to break on). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const chars = [...text];
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < maxLines; i += width) lines.push(chars.slice(i, i + width).join(''));
  if (chars.length > width * maxLines) lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, -1)}…`;
  return lines;
}

/**
 * A generated card for an item (API-SPEC.md: "generated image, no auth"): the name, the shop, the
 * kcal and P/F/C, on a colour derived from the id, so every item has a stable picture.
 */
export function renderCatalogImage(item: CatalogItem): string {
  const hue = createHash('sha1').update(item.id).digest()[0]! * (360 / 256);
  const lines = wrap(item.name, 11, 3);
  const macros = [
    `${Math.round(item.cal)} kcal`,
    item.protein === null ? null : `P ${item.protein}g`,
    item.fat === null ? null : `F ${item.fat}g`,
    item.carbs === null ? null : `C ${item.carbs}g`,
  ].filter(Boolean);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="hsl(${hue.toFixed(0)},55%,88%)"/>
<circle cx="200" cy="150" r="90" fill="hsl(${hue.toFixed(0)},45%,70%)"/>
<text x="200" y="168" font-size="56" text-anchor="middle" font-family="sans-serif" fill="#fff">${escapeHtml([...item.name][0] ?? '?')}</text>
${lines.map((line, i) => `<text x="200" y="${275 + i * 30}" font-size="26" text-anchor="middle" font-family="sans-serif" fill="#333">${escapeHtml(line)}</text>`).join('\n')}
<text x="200" y="382" font-size="18" text-anchor="middle" font-family="sans-serif" fill="#555">${escapeHtml([item.shopName, macros.join(' · ')].filter(Boolean).join('  '))}</text>
</svg>`;
}
