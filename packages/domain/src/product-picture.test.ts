import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PICTURE_KINDS } from './catalog.ts';
import { productPictureSvg } from './product-picture.ts';

/** A small well-formedness check: balanced tags, quoted attributes, one <svg> root. */
function checkSvg(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/gy;
  let at = 0;
  let roots = 0;
  while (at < svg.length) {
    tag.lastIndex = at;
    const match = tag.exec(svg);
    if (!match) {
      problems.push(`unreadable markup at ${at}: ${svg.slice(at, at + 30)}`);
      break;
    }
    const [whole, closing, name = '', , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes nothing`);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name);
    }
    at += whole.length;
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} roots`);
  return problems;
}

const paints = (svg: string) => [...svg.matchAll(/(?:fill|stroke)="([^"]*)"/g)].map((match) => match[1]);

describe('the SVG check used here', () => {
  it.each([['<svg><rect></svg>'], ['<svg></svg><svg></svg>'], ['<svg><rect x=1/></svg>'], ['<svg>'], ['<svg></g>']])(
    'finds fault with %j',
    (svg) => {
      expect(checkSvg(svg)).not.toEqual([]);
    },
  );

  it('passes a well-formed SVG', () => {
    expect(checkSvg('<svg a="1"><g><rect x="1"/></g></svg>')).toEqual([]);
  });
});

describe('productPictureSvg', () => {
  it.each(PICTURE_KINDS.map((kind) => [kind]))('draws a well-formed SVG for a %s picture in its colour', (kind) => {
    const svg = productPictureSvg({ kind, color: '#3366aa' });
    expect(checkSvg(svg)).toEqual([]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('fill="#3366aa"');
    for (const paint of paints(svg)) expect(paint).toMatch(/^(#[0-9a-f]{6}|none)$/i);
  });

  it('draws every kind differently', () => {
    const drawings = PICTURE_KINDS.map((kind) => productPictureSvg({ kind, color: '#3366aa' }));
    expect(new Set(drawings).size).toBe(PICTURE_KINDS.length);
  });

  it('uses a chosen colour instead of the picture colour', () => {
    const svg = productPictureSvg({ kind: 'roller', color: '#3366aa' }, '#AA0011');
    expect(svg).toContain('fill="#AA0011"');
    expect(svg).not.toContain('#3366aa');
  });

  it.each([['red'], ['#abc'], ['#12345g'], ['"/><script>alert(1)</script>'], ['']])(
    'ignores the chosen colour %j and keeps the picture colour',
    (color) => {
      const svg = productPictureSvg({ kind: 'slats', color: '#3366aa' }, color);
      expect(svg).toBe(productPictureSvg({ kind: 'slats', color: '#3366aa' }));
      expect(checkSvg(svg)).toEqual([]);
    },
  );

  it('draws a well-formed picture in any hex colour, with shades that are hex colours too', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(fc.constantFrom(...PICTURE_KINDS), hex, hex, (kind, base, chosen) => {
        const svg = productPictureSvg({ kind, color: base }, chosen);
        expect(checkSvg(svg)).toEqual([]);
        expect(svg).toContain(`fill="${chosen}"`);
        for (const paint of paints(svg)) expect(paint).toMatch(/^(#[0-9a-f]{6}|none)$/i);
      }),
    );
  });

  it('shades black and white without leaving the colour range', () => {
    for (const color of ['#000000', '#ffffff']) {
      for (const kind of PICTURE_KINDS)
        expect(paints(productPictureSvg({ kind, color })).every((paint) => /^(#[0-9a-f]{6}|none)$/.test(paint ?? ''))).toBe(true);
    }
  });
});
