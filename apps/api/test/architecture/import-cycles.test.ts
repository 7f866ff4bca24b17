import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles in the server (STYLE.md): modules import their context from app-context.ts, never
 * app.ts, and the design use cases share errors and the actor through files of their own. Every
 * relative import counts, type-only and dynamic ones too.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

type Graph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function importGraph(files: Record<string, string>): Graph {
  const graph: Graph = new Map();
  for (const [file, source] of Object.entries(files)) {
    const targets = new Set<string>();
    for (const [, specifier] of source.matchAll(IMPORT)) {
      if (!specifier?.startsWith('.')) continue;
      const target = relative(SRC, resolve(SRC, dirname(file), specifier));
      if (target in files) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the files around it. */
function cycles(graph: Graph): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('server imports', () => {
  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = importGraph({ 'a.ts': "import { b } from './b.ts';", 'b.ts': "import type { A } from './a.ts';", 'c.ts': '' });
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it("the server's source files form no cycle", () => {
    const files = Object.fromEntries(sourceFiles(SRC).map((path) => [relative(SRC, path), readFileSync(path, 'utf8')]));
    expect(Object.keys(files).length).toBeGreaterThan(50);
    expect(cycles(importGraph(files)).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
