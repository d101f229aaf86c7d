import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the rollup config is plain JavaScript
import { parallelChunkImports } from '../../../rollup.config.mjs';

type Chunk = { fileName: string; imports: string[]; dynamicImports: string[] };
const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []): Chunk => ({ fileName, imports, dynamicImports });

function render(code: string, current: Chunk, all: Chunk[]): string | null {
  const chunks = Object.fromEntries(all.map((c) => [c.fileName, c]));
  const out = parallelChunkImports().renderChunk(code, current, {}, { chunks }) as { code: string } | null;
  return out ? out.code : null;
}

describe('lazy chunks ask for what they import at the same time', () => {
  const entry = chunk('entry.js', ['shared.js'], ['Screen.js']);
  const screen = chunk('Screen.js', ['entry.js', 'shared.js', 'part.js']);
  const part = chunk('part.js', ['deep.js']);
  const all = [entry, screen, part, chunk('shared.js'), chunk('deep.js')];

  it('adds the screen’s own imports, deep ones included, but nothing the importer already has', () => {
    const code = render('const load=()=>import("./Screen.js");', entry, all);
    expect(code).toBe('const load=()=>Promise.all([import("./Screen.js"),import("./part.js"),import("./deep.js")]).then(m=>m[0]);');
  });

  it('leaves an import alone when the importer already has every dependency', () => {
    const rich = chunk('entry.js', ['shared.js', 'part.js', 'deep.js'], ['Screen.js']);
    expect(render('import("./Screen.js")', rich, [rich, ...all.slice(1)])).toBeNull();
  });
});
