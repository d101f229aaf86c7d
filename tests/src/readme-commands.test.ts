import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { KNOWN_LANGS, codeBlocks, readmeBlocks } from '../e2e/readme-blocks';

/** npm's own commands a README may name (everything else must be a script of package.json). */
const NPM_BUILTINS = new Set(['install', 'ci', 'i']);
/** `npm <name>` shorthands that run the script of that name. */
const SCRIPT_SHORTHANDS = new Set(['start', 'test', 'stop', 'restart']);

/** Every npm invocation of a shell text: `npm run x`, `npm start`, `npm install`… (comments and env prefixes ignored). */
function npmCommands(sh: string): string[][] {
  const commands: string[][] = [];
  for (const rawLine of sh.split('\n')) {
    const line = rawLine.replace(/(^|\s)#.*$/, '');
    for (const part of line.split(/&&|\|\||;|\|/)) {
      const words = part.trim().split(/\s+/).filter(Boolean);
      while (words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[0]!)) words.shift();
      if (words[0] === 'npm') commands.push(words.slice(1));
    }
  }
  return commands;
}

/** What is wrong with one npm command, or null. */
function npmProblem(args: string[], scripts: Record<string, string>): string | null {
  const [verb, name] = args;
  if (!verb) return 'npm with no command';
  if (verb === 'run' || verb === 'run-script') return name && name in scripts ? null : `npm run ${name ?? ''}: no such script`;
  if (SCRIPT_SHORTHANDS.has(verb)) return verb in scripts ? null : `npm ${verb}: no "${verb}" script`;
  if (NPM_BUILTINS.has(verb)) return null;
  return `npm ${verb}: neither a script nor an npm command the README may use`;
}

describe('README.md code blocks', () => {
  const blocks = readmeBlocks();

  it('are all in a language the tests know how to run (a new kind fails here instead of being skipped)', () => {
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect(KNOWN_LANGS as readonly string[], `README.md:${b.line} (${b.section})`).toContain(b.lang);
  });

  it('blocks without a language are diagrams, not code that escaped the checks', () => {
    for (const b of blocks.filter((x) => x.lang === '')) {
      expect(b.code, `README.md:${b.line}`).not.toMatch(/<[a-z][a-z-]*[\s>]|^\s*(?:npm|npx|node)\s/m);
    }
  });

  it('every npm command of the sh blocks is a script of package.json', () => {
    const sh = blocks.filter((b) => b.lang === 'sh');
    expect(sh.length).toBeGreaterThan(0);
    let checked = 0;
    for (const b of sh) {
      for (const args of npmCommands(b.code)) {
        checked += 1;
        expect(npmProblem(args, pkg.scripts), `README.md:${b.line}: npm ${args.join(' ')}`).toBeNull();
      }
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it('every file an sh block runs with npx tsx or node exists', () => {
    for (const b of blocks.filter((x) => x.lang === 'sh')) {
      for (const m of b.code.matchAll(/(?:npx tsx|node)\s+([\w./-]+\.(?:ts|mjs|js))/g)) {
        expect(existsSync(new URL(`../../${m[1]}`, import.meta.url)), `README.md:${b.line}: ${m[1]}`).toBe(true);
      }
    }
  });

  it('the checks catch a missing script, an unknown language and an unclosed block', () => {
    expect(npmProblem(['run', 'no-such-script'], pkg.scripts)).toMatch(/no such script/);
    expect(npmProblem(['publish'], pkg.scripts)).toMatch(/neither/);
    expect(npmCommands('FOO=1 npm run bench # comment\nnpm install && npm start')).toEqual([['run', 'bench'], ['install'], ['start']]);
    const parsed = codeBlocks('# A\n\n```python\nprint(1)\n```\n');
    expect(parsed).toEqual([{ lang: 'python', code: 'print(1)', line: 3, section: 'A' }]);
    expect(KNOWN_LANGS as readonly string[]).not.toContain(parsed[0]!.lang);
    expect(() => codeBlocks('```sh\nnpm test\n')).toThrow(/never closed/);
  });
});
