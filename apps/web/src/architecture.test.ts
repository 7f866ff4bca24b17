import { describe, expect, it } from 'vitest';

/**
 * Where things live (STYLE.md): app/ is the composition root and nothing imports it; lib/, ui/ and
 * testing/ sit below the features; features do not import each other; no import cycle. Every import
 * counts, type-only and dynamic ones too.
 */

/** Feature-to-feature imports not yet removed, file by file, each with its reason. */
const ALLOWED_FEATURE_IMPORTS: Record<string, string> = {};

type Graph = Map<string, string[]>;

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The import graph of source files (paths relative to src/); only imports of other source files count. */
function importGraph(files: Record<string, string>): Graph {
  const graph: Graph = new Map();
  for (const [file, source] of Object.entries(files)) {
    const dir = file.split('/').slice(0, -1).join('/');
    const targets = new Set<string>();
    for (const [, specifier] of source.matchAll(IMPORT)) {
      if (!specifier?.startsWith('.')) continue;
      const base = normalize(`${dir}/${specifier}`);
      const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((name) => name in files);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** app, lib, ui, testing, features/<name>, or root (main.tsx, this file). */
function area(file: string): string {
  const [top, name] = file.split('/');
  if (top === 'features') return `features/${name}`;
  return file.includes('/') ? (top ?? 'root') : 'root';
}

const BELOW_FEATURES = ['lib', 'ui', 'testing'];

/** Every import that breaks a layering rule, as "from -> to: rule". */
function layeringViolations(graph: Graph, allowed: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const from = area(file);
    for (const target of targets) {
      const to = area(target);
      const edge = `${file} -> ${target}`;
      if (to === 'app' && from !== 'app' && from !== 'root') found.push(`${edge}: nothing imports app/`);
      else if (BELOW_FEATURES.includes(from) && to.startsWith('features/')) found.push(`${edge}: ${from}/ is below the features`);
      else if (from === 'ui' && to === 'lib') found.push(`${edge}: ui/ is below lib/`);
      else if (from.startsWith('features/') && to.startsWith('features/') && from !== to && !(edge in allowed))
        found.push(`${edge}: features do not import each other`);
    }
  }
  return found;
}

/** Allow-list entries no longer needed: the list only shrinks. */
function staleAllowances(graph: Graph, allowed: Record<string, string>): string[] {
  return Object.keys(allowed).filter((edge) => {
    const [from = '', to = ''] = edge.split(' -> ');
    return !graph.get(from)?.includes(to);
  });
}

/** Each import cycle as its files (strongly connected components of more than one file, or a self-import). */
function importCycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

const sources = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['./**/*.ts', './**/*.tsx'], { query: '?raw', import: 'default', eager: true })).map(
    ([path, source]) => [path.replace(/^\.\//, ''), source],
  ),
);

describe('where things live in src/', () => {
  const graph = importGraph(sources);

  it('reads the real import graph', () => {
    expect(graph.get('main.tsx')).toContain('app/store.ts');
    expect(graph.get('app/router.tsx')).toContain('features/builder/builder-routes.tsx');
  });

  it('keeps app/ unimported, lib/ui/testing below the features, and features apart', () => {
    expect(layeringViolations(graph, ALLOWED_FEATURE_IMPORTS)).toEqual([]);
    expect(staleAllowances(graph, ALLOWED_FEATURE_IMPORTS)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const bad = importGraph({
    'app/store.ts': "import { a } from '../lib/a.ts';",
    'lib/a.ts': "import type { S } from '../app/store.ts';",
    'lib/b.ts': "import { x } from '../features/one/x.ts';",
    'ui/c.tsx': "import { y } from '../lib/a.ts';",
    'features/one/x.ts': "const two = await import('../two/y.tsx');",
    'features/two/y.tsx': "import '../one/x.ts';\nimport { z } from './z';",
    'features/two/z.ts': '',
  });

  it('finds imports of app/, features under lib/ui, ui on lib, and features importing each other', () => {
    expect(layeringViolations(bad, { 'features/two/y.tsx -> features/one/x.ts': 'allowed' })).toEqual([
      'lib/a.ts -> app/store.ts: nothing imports app/',
      'lib/b.ts -> features/one/x.ts: lib/ is below the features',
      'ui/c.tsx -> lib/a.ts: ui/ is below lib/',
      'features/one/x.ts -> features/two/y.tsx: features do not import each other',
    ]);
    expect(staleAllowances(bad, { 'features/two/z.ts -> features/one/x.ts': 'gone' })).toEqual(['features/two/z.ts -> features/one/x.ts']);
  });

  it('finds cycles, type-only and dynamic imports included', () => {
    expect(importCycles(bad)).toEqual([
      ['app/store.ts', 'lib/a.ts'],
      ['features/one/x.ts', 'features/two/y.tsx'],
    ]);
  });
});
