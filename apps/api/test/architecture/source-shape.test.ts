import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The shape STYLE.md asks of the source, checked over the server, the web app and the domain:
 * no source file over 400 lines, no function over 120, and a module split into parts keeps one
 * public file. A folder
 * beside a file of the same name (`installation/` beside `installation.ts`) holds that file's
 * parts: only the file itself and the folder's own files import them.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/domain/src'];
const MAX_LINES = 400;
const MAX_FUNCTION_LINES = 120;
/** Migrations are a record of what ran, written once and never edited: their length is the change's. */
const isMigration = (file: string) => file.includes(`${sep}db${sep}migrations${sep}`);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
/**
 * Routes that answer something other than JSON `{ data }`, registered by hand: the rest come from the
 * endpoint tables of packages/domain/src/endpoints (the cart's GraphQL route is mercurius's own).
 */
const NOT_JSON_ROUTES = new Set<string>([
  // A picture (SVG).
  'GET /api/catalog/products/:productId/image.svg',
  // The change stream (server-sent events).
  'GET /api/design-builder/designs/:designId/events',
  // PDFs.
  'GET /api/design-builder/estimates/:designId/:timezoneOffset/print',
  'GET /api/myaccount/estimates/:designId/:timezoneOffset/print',
  'GET /api/designs/compare/print',
  // The web app's files, and Prometheus text.
  'GET /assets/',
  'GET /metrics',
]);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || /\.test-support\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)));

/** The public file a private part belongs to: the nearest enclosing folder with a same-named sibling file. */
function ownerOf(file: string): { folder: string; publicFile: string } | null {
  for (let folder = dirname(file); folder.startsWith(ROOT) && folder !== ROOT; folder = dirname(folder)) {
    for (const extension of ['.ts', '.tsx']) {
      const publicFile = join(dirname(folder), `${basename(folder)}${extension}`);
      if (existsSync(publicFile)) return { folder, publicFile };
    }
  }
  return null;
}

/** Where a relative or `@eb/domain/…` import lands, as a file path (null for packages). */
function target(from: string, specifier: string): string | null {
  if (specifier.startsWith('@eb/domain/')) return join(ROOT, 'packages/domain/src', `${specifier.slice('@eb/domain/'.length)}.ts`);
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  return null;
}

const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
const functionLines = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getEnd()).line + 2 - lineOf(source, node);

describe('the shape of the source', () => {
  it(`keeps every source file at ${MAX_LINES} lines or fewer (tests aside)`, () => {
    const long = files
      .filter((file) => !isTest(file))
      .map((file) => ({ file: relative(ROOT, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter((entry) => entry.lines > MAX_LINES)
      .map((entry) => `${entry.file}: ${entry.lines} lines`);
    expect(long).toEqual([]);
  });

  it(`keeps every function at ${MAX_FUNCTION_LINES} lines or fewer (tests and migrations aside)`, () => {
    const long: string[] = [];
    for (const file of files.filter((candidate) => !isTest(candidate) && !isMigration(candidate))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const lines = functionLines(source, node);
          if (lines > MAX_FUNCTION_LINES) long.push(`${relative(ROOT, file)}:${lineOf(source, node)}: ${lines} lines`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(long).toEqual([]);
  });

  it('imports the parts of a split module only through its public file', () => {
    const found: string[] = [];
    for (const file of files) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const landed = specifier ? target(file, specifier) : null;
        const owner = landed ? ownerOf(landed) : null;
        if (!owner) continue;
        const inside = file.startsWith(owner.folder + sep) || file === owner.publicFile;
        if (!inside) found.push(`${relative(ROOT, file)} imports ${specifier} (use ${relative(ROOT, owner.publicFile)})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('registers every JSON route from its contract in the domain (serve), and only the others by hand', () => {
    const byHand: string[] = [];
    for (const file of files.filter((candidate) => candidate.startsWith(join(ROOT, 'apps/api/src/modules')) && !isTest(candidate))) {
      const text = readFileSync(file, 'utf8');
      for (const [, method, path] of text.matchAll(/\bapp\.(get|post|put|delete|patch|route)\(\s*['"`]?([^'"`,\s]*)/g)) {
        byHand.push(`${method?.toUpperCase()} ${path}`);
      }
    }
    expect(byHand.sort()).toEqual([...NOT_JSON_ROUTES].sort());
  });

  it('finds the public file of a module’s parts', () => {
    // The rules above, run on what they must refuse: the walk finds parts by the folder's public file.
    const installationPart = join(ROOT, 'packages/domain/src/installation/pricing.ts');
    expect(ownerOf(installationPart)?.publicFile).toBe(join(ROOT, 'packages/domain/src/installation.ts'));
    expect(ownerOf(join(ROOT, 'packages/domain/src/design.ts'))).toBeNull();
    expect(target(join(ROOT, 'apps/web/src/a.ts'), '@eb/domain/installation/pricing')).toBe(installationPart);
  });

  it('measures a function from its first line to its last', () => {
    const source = ts.createSourceFile('a.ts', 'const a = 1;\nfunction f() {\n  return 1;\n}\n', ts.ScriptTarget.Latest, true);
    const declaration = source.statements[1] as ts.Node;
    expect(lineOf(source, declaration)).toBe(2);
    expect(functionLines(source, declaration)).toBe(3);
  });
});
