/// <reference path="../../types/fontkit.d.ts" />
import { existsSync } from 'node:fs';
import * as fontkit from 'fontkit';

/**
 * Text in the estimate PDF in any script (issue 28). pdfkit's built-in Helvetica knows Windows-1252
 * only, so names in Arabic, Hebrew, Chinese, Greek, Cyrillic or with many accents came out as garbage.
 * Helvetica stays the PDF's face for what it can write (the layout and its measures do not move); a
 * word it cannot write is drawn in Debian's DejaVu Sans (`fonts-dejavu-core`: Latin, Greek, Cyrillic,
 * Hebrew, Arabic with its joined forms), embedded, or for what DejaVu lacks (Chinese, Japanese,
 * Korean) in Droid Sans Fallback (`fonts-droid-fallback`), and emoji and other symbols in Symbola
 * (`fonts-symbola`, in black and white), when installed. Text with right-to-left words or such words
 * is laid out here, word by word in visual order, a word in runs of one font each ('Ana😀' is 'Ana'
 * and '😀'); other text goes through pdfkit as before.
 */

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const FILES = {
  regular: `${DEJAVU}/DejaVuSans.ttf`,
  bold: `${DEJAVU}/DejaVuSans-Bold.ttf`,
  fallback: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  symbols: '/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf',
} as const;
const HELVETICA = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
/** Characters as people see them (an emoji with its modifiers, a letter with its accents). */
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

export type FontName = 'regular' | 'bold';

/** Windows-1252's characters above ASCII beyond Latin-1: what the built-in fonts write besides it. */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((character) => character.codePointAt(0) as number));
const helveticaWrites = (codePoint: number) =>
  (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRA.has(codePoint);

/** The fonts a document writes with, by what each covers. */
export interface PdfFonts {
  /** The registered names of the embedded fonts, in the order they are tried after Helvetica. */
  embedded: { regular: string; bold: string; covers(codePoint: number): boolean }[];
}

interface Opened {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const opened = new Map<string, Opened | null>();
function open(path: string): Opened | null {
  if (!opened.has(path)) opened.set(path, existsSync(path) ? (fontkit.openSync(path) as Opened) : null);
  return opened.get(path) ?? null;
}

let warned = false;

/** Registers the installed fonts with a new document. */
export function registerFonts(doc: PDFKit.PDFDocument): PdfFonts {
  const embedded: PdfFonts['embedded'] = [];
  const dejavu = open(FILES.regular);
  if (dejavu && open(FILES.bold)) {
    doc.registerFont('EB-DejaVu', FILES.regular);
    doc.registerFont('EB-DejaVu-Bold', FILES.bold);
    embedded.push({ regular: 'EB-DejaVu', bold: 'EB-DejaVu-Bold', covers: (codePoint) => dejavu.hasGlyphForCodePoint(codePoint) });
  } else if (!warned) {
    warned = true;
    console.warn(`PDFs write names outside Windows-1252 badly: DejaVu Sans is not installed (apt-get install fonts-dejavu-core).`);
  }
  const fallback = open(FILES.fallback);
  if (fallback) {
    doc.registerFont('EB-Fallback', FILES.fallback);
    embedded.push({ regular: 'EB-Fallback', bold: 'EB-Fallback', covers: (codePoint) => fallback.hasGlyphForCodePoint(codePoint) });
  }
  const symbols = open(FILES.symbols);
  if (symbols) {
    doc.registerFont('EB-Symbols', FILES.symbols);
    embedded.push({ regular: 'EB-Symbols', bold: 'EB-Symbols', covers: (codePoint) => symbols.hasGlyphForCodePoint(codePoint) });
  }
  return { embedded };
}

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const LETTER = /\p{L}/u;

type Direction = 'ltr' | 'rtl';
const strongDirection = (word: string): Direction | null => (RTL.test(word) ? 'rtl' : LETTER.test(word) ? 'ltr' : null);

/**
 * The words of one line in the order they are drawn, left to right: a simplified Unicode bidi
 * algorithm at the level of words. The paragraph's direction is that of its first strong word: in a
 * right-to-left paragraph the runs go right to left. The words of a right-to-left run are reversed
 * (each word's letters are put right to left by the font engine); words without a strong letter
 * (numbers, signs) go with the word before them.
 */
export function visualOrder(words: readonly string[], base: Direction): string[] {
  const directions: Direction[] = [];
  for (const word of words) directions.push(strongDirection(word) ?? directions.at(-1) ?? base);
  const runs: { direction: Direction; words: string[] }[] = [];
  for (const [index, word] of words.entries()) {
    const direction = directions[index] as Direction;
    const last = runs.at(-1);
    if (last?.direction === direction) last.words.push(word);
    else runs.push({ direction, words: [word] });
  }
  const ordered = base === 'rtl' ? [...runs].reverse() : runs;
  return ordered.flatMap((run) => (run.direction === 'rtl' ? [...run.words].reverse() : run.words));
}

const codePoints = (value: string) => [...value].map((character) => character.codePointAt(0) as number);

/** Whether text needs the layout here: a right-to-left word, or a character Helvetica cannot write. */
export function needsOwnLayout(value: string): boolean {
  return RTL.test(value) || codePoints(value).some((codePoint) => !helveticaWrites(codePoint));
}

/** The font that writes every character of the text: Helvetica when it can, else the first embedded font that can; null when none can. */
function coveringFont(fonts: PdfFonts, font: FontName, text: string): string | null {
  const points = codePoints(text);
  if (points.every(helveticaWrites)) return HELVETICA[font];
  // Joiners and variation selectors are written by the font of what they join.
  const visible = points.filter((codePoint) => codePoint >= 0x80 && codePoint !== 0x200d && (codePoint < 0xfe00 || codePoint > 0xfe0f));
  const chosen = fonts.embedded.find((embedded) => visible.every((codePoint) => embedded.covers(codePoint)));
  return chosen ? chosen[font] : null;
}

const fallbackFont = (fonts: PdfFonts, font: FontName) => fonts.embedded[0]?.[font] ?? HELVETICA[font];

/**
 * A word as runs of one font each: the whole word when one font writes it all (Arabic keeps its joined
 * forms that way), else one run per stretch of characters the same font writes (a name with an emoji).
 */
function runsOf(fonts: PdfFonts, font: FontName, word: string): { text: string; font: string }[] {
  const whole = coveringFont(fonts, font, word);
  if (whole) return [{ text: word, font: whole }];
  const runs: { text: string; font: string }[] = [];
  for (const { segment } of graphemes.segment(word)) {
    const chosen = coveringFont(fonts, font, segment) ?? fallbackFont(fonts, font);
    const last = runs.at(-1);
    if (last?.font === chosen) last.text += segment;
    else runs.push({ text: segment, font: chosen });
  }
  return runs;
}

/** The width of a word drawn in its runs. */
function wordWidth(doc: PDFKit.PDFDocument, fonts: PdfFonts, box: Pick<TextBox, 'font' | 'size'>, word: string): number {
  let width = 0;
  for (const run of runsOf(fonts, box.font, word)) width += doc.font(run.font).fontSize(box.size).widthOfString(run.text);
  return width;
}

export interface TextBox {
  x: number;
  top: number;
  width: number;
  align: 'left' | 'right' | 'center';
  font: FontName;
  size: number;
  lineGap: number;
  /** One line only, cut with an ellipsis when longer (the page footer). */
  singleLine?: boolean;
}

/**
 * A word as pieces no wider than the box, cut between characters as people see them: a name in a
 * script written without spaces (Chinese, Japanese) or one very long word still stays in its cell.
 */
function fitWord(word: string, measure: (text: string) => number, width: number): string[] {
  if (measure(word) <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(word)) {
    if (piece && measure(piece + segment) > width) {
      pieces.push(piece);
      piece = segment;
    } else {
      piece += segment;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Words broken into lines no wider than the box (a word wider than the box is cut into lines of its own). */
function lines(doc: PDFKit.PDFDocument, fonts: PdfFonts, value: string, box: TextBox): { words: string[]; width: number }[] {
  const space = doc.font(HELVETICA[box.font]).fontSize(box.size).widthOfString(' ');
  const measure = (text: string) => wordWidth(doc, fonts, box, text);
  const result: { words: string[]; width: number }[] = [];
  for (const paragraph of value.split('\n')) {
    let current: { words: string[]; width: number } = { words: [], width: 0 };
    const words = paragraph
      .split(' ')
      .filter(Boolean)
      .flatMap((word) => (box.singleLine ? [word] : fitWord(word, measure, box.width)));
    for (const word of words) {
      const width = measure(word);
      const wider = current.words.length > 0 ? current.width + space + width : width;
      if (current.words.length > 0 && wider > box.width) {
        result.push(current);
        current = { words: [word], width };
      } else {
        current = { words: [...current.words, word], width: wider };
      }
    }
    result.push(current);
  }
  return result;
}

const lineHeight = (doc: PDFKit.PDFDocument, box: TextBox) =>
  doc.font(HELVETICA[box.font]).fontSize(box.size).currentLineHeight(true) + box.lineGap;

/** The height the text takes in the box, as `drawText` draws it. */
export function textHeight(doc: PDFKit.PDFDocument, fonts: PdfFonts, value: string, box: TextBox): number {
  if (!needsOwnLayout(value)) {
    return doc.font(HELVETICA[box.font]).fontSize(box.size).heightOfString(value, { width: box.width, lineGap: box.lineGap });
  }
  return lines(doc, fonts, value, box).length * lineHeight(doc, box);
}

/** Draws text in the box (the caller sets the colour): through pdfkit, or word by word when it needs to. */
export function drawText(doc: PDFKit.PDFDocument, fonts: PdfFonts, value: string, box: TextBox): void {
  if (!needsOwnLayout(value)) {
    doc
      .font(HELVETICA[box.font])
      .fontSize(box.size)
      .text(value, box.x, box.top, {
        width: box.width,
        align: box.align,
        lineGap: box.lineGap,
        ...(box.singleLine ? { lineBreak: false, ellipsis: true } : {}),
      });
    return;
  }
  const firstStrong = value
    .split(/\s+/)
    .map(strongDirection)
    .find((direction) => direction !== null);
  const base = firstStrong ?? 'ltr';
  const space = doc.font(HELVETICA[box.font]).fontSize(box.size).widthOfString(' ');
  const step = lineHeight(doc, box);
  let y = box.top;
  const all = lines(doc, fonts, value, box);
  for (const line of box.singleLine ? all.slice(0, 1) : all) {
    const free = Math.max(0, box.width - line.width);
    let x = box.x + (box.align === 'right' ? free : box.align === 'center' ? free / 2 : 0);
    for (const word of visualOrder(line.words, base)) {
      for (const run of runsOf(fonts, box.font, word)) {
        doc.font(run.font).fontSize(box.size);
        doc.text(run.text, x, y, { lineBreak: false });
        x += doc.widthOfString(run.text);
      }
      x += space;
    }
    y += step;
  }
  // As pdfkit leaves it after a text: the next line below this one, at the box's left.
  doc.x = box.x;
  doc.y = y;
}
