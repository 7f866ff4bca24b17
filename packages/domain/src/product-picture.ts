import type { CatalogProduct } from './catalog.ts';

/**
 * A product's picture as SVG, drawn from its kind and colour: no external images. The same drawing
 * serves the listing, the configurator and the window card.
 */
export function productPictureSvg(picture: CatalogProduct['picture'], color = picture.color): string {
  const fill = /^#[0-9a-f]{6}$/i.test(color) ? color : picture.color;
  const shade = shadeOf(fill, -0.18);
  const light = shadeOf(fill, 0.25);
  const frame = '<rect x="10" y="10" width="180" height="180" rx="6" fill="#f4f1ec" stroke="#c9c2b8" stroke-width="4"/>';
  const glass =
    '<rect x="22" y="22" width="156" height="156" fill="#dce9f2"/><path d="M100 22v156M22 100h156" stroke="#b9ccd9" stroke-width="3"/>';
  const body = drawing(picture.kind, fill, shade, light);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img">${frame}${glass}${body}</svg>`;
}

function drawing(kind: CatalogProduct['picture']['kind'], fill: string, shade: string, light: string): string {
  const rows = (count: number, height: number, top = 22, color = shade) =>
    Array.from(
      { length: count },
      (_, index) => `<path d="M22 ${top + (index + 1) * height}h156" stroke="${color}" stroke-width="1.5"/>`,
    ).join('');
  switch (kind) {
    case 'cellular':
      return `<rect x="22" y="22" width="156" height="110" fill="${fill}"/>${rows(10, 11)}<rect x="22" y="128" width="156" height="6" fill="${shade}"/>`;
    case 'roller':
      return `<rect x="18" y="16" width="164" height="12" rx="6" fill="${shade}"/><rect x="22" y="28" width="156" height="100" fill="${fill}"/><rect x="22" y="126" width="156" height="5" fill="${shade}"/><circle cx="100" cy="140" r="4" fill="${shade}"/>`;
    case 'roman':
      return `<rect x="22" y="22" width="156" height="104" fill="${fill}"/>${[50, 78, 106].map((y) => `<path d="M22 ${y}q78 14 156 0" fill="none" stroke="${shade}" stroke-width="3"/>`).join('')}`;
    case 'woven':
      return `<rect x="22" y="22" width="156" height="112" fill="${fill}"/>${rows(27, 4, 22, light)}${Array.from({ length: 12 }, (_, index) => `<path d="M${34 + index * 12} 22v112" stroke="${shade}" stroke-width="0.8" opacity="0.6"/>`).join('')}`;
    case 'slats':
      return `${Array.from({ length: 14 }, (_, index) => `<rect x="20" y="${26 + index * 11}" width="160" height="7" rx="2" fill="${fill}" stroke="${shade}" stroke-width="0.8"/>`).join('')}<path d="M60 22v156M140 22v156" stroke="${shade}" stroke-width="1"/>`;
    case 'vertical':
      return `${Array.from({ length: 11 }, (_, index) => `<rect x="${22 + index * 14.2}" y="20" width="12" height="158" rx="2" fill="${fill}" stroke="${shade}" stroke-width="0.8"/>`).join('')}<rect x="18" y="14" width="164" height="8" fill="${shade}"/>`;
    case 'sheer':
      return `<rect x="22" y="22" width="156" height="120" fill="${fill}" opacity="0.55"/>${Array.from({ length: 8 }, (_, index) => `<rect x="22" y="${30 + index * 14}" width="156" height="6" fill="${shade}" opacity="0.7"/>`).join('')}`;
    case 'shutter':
      return `${[22, 100].map((x) => `<rect x="${x}" y="22" width="78" height="156" fill="${fill}" stroke="${shade}" stroke-width="2"/>${Array.from({ length: 12 }, (_, index) => `<path d="M${x + 6} ${34 + index * 12}h66" stroke="${shade}" stroke-width="3"/>`).join('')}`).join('')}`;
    case 'drape':
      return `<rect x="6" y="12" width="188" height="6" rx="3" fill="#8a7f72"/>${[0, 1].map((side) => `<path d="M${side ? 194 : 6} 18 ${side ? 'h-62q8 80 -4 176h66z' : 'h62q-8 80 4 176h-66z'}" fill="${fill}"/><path d="M${side ? 176 : 24} 20v172M${side ? 160 : 40} 20v172" stroke="${shade}" stroke-width="2" opacity="0.6"/>`).join('')}`;
  }
}

/** Lightens (amount > 0) or darkens (amount < 0) a hex colour. */
function shadeOf(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
