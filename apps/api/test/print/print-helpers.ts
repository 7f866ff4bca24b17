import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from '../support.ts';

export interface PdfResponse {
  status: number;
  headers: Record<string, unknown>;
  /** The raw body (the PDF's bytes on success). */
  raw: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: the error envelope on failure.
  json: any;
}

/** A GET that keeps the body's bytes (the test client reads bodies as text, which would spoil a PDF). */
export async function getPdf(t: TestApp, cookie: string, url: string, headers: Record<string, string> = {}): Promise<PdfResponse> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
  const raw = response.rawPayload;
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return {
    status: response.statusCode,
    headers: response.headers as Record<string, unknown>,
    raw,
    json: isJson ? JSON.parse(raw.toString('utf8')) : null,
  };
}

/** Runs a poppler tool on the PDF bytes and answers its standard output. */
export function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Buffer, args: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'eb-print-'));
  try {
    const file = join(dir, 'estimate.pdf');
    writeFileSync(file, pdf);
    const tail = tool === 'pdftotext' ? [file, '-'] : [file];
    return execFileSync(tool, [...args, ...tail], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install poppler-utils).`);
    }
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The PDF's text as pdftotext reads it back in its physical layout (so a table row reads left to
 * right), with runs of white space made single spaces.
 */
export function pdfText(pdf: Buffer): string {
  return poppler('pdftotext', pdf, ['-layout']).replace(/\s+/g, ' ');
}

export function pdfPages(pdf: Buffer): number {
  const match = /Pages:\s+(\d+)/.exec(poppler('pdfinfo', pdf));
  if (!match) throw new Error('pdfinfo gave no page count');
  return Number(match[1]);
}

export interface WordBox {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box on its page (pdftotext -bbox). */
export function wordBoxes(pdf: Buffer): WordBox[] {
  const html = poppler('pdftotext', pdf, ['-bbox']);
  const words: WordBox[] = [];
  let page = 0;
  for (const match of html.matchAll(
    /<page [^>]*>|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (match[0].startsWith('<page')) {
      page += 1;
      continue;
    }
    words.push({
      page,
      text: match[5] ?? '',
      xMin: Number(match[1]),
      yMin: Number(match[2]),
      xMax: Number(match[3]),
      yMax: Number(match[4]),
    });
  }
  return words;
}

/** Pairs of words on one page whose boxes overlap by more than a hair (text drawn over text). */
export function overlappingWords(words: WordBox[]): [WordBox, WordBox][] {
  const overlaps: [WordBox, WordBox][] = [];
  const slack = 0.8;
  for (let i = 0; i < words.length; i += 1) {
    const a = words[i] as WordBox;
    for (let j = i + 1; j < words.length; j += 1) {
      const b = words[j] as WordBox;
      if (a.page !== b.page) continue;
      const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (x > slack && y > slack) overlaps.push([a, b]);
    }
  }
  return overlaps;
}
