/** The part of fontkit (pdfkit's font engine) the PDF's font choice reads; fontkit ships no types. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
