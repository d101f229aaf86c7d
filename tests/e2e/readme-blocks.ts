import { readFileSync } from 'node:fs';

/** One fenced code block of a Markdown file. */
export interface CodeBlock {
  /** The info string's first word (`html`, `sh`, …); '' when the fence has none. */
  lang: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The nearest heading above the block. */
  section: string;
}

/** Every fenced code block (``` or ~~~) of a Markdown text, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  let section = '';
  for (let i = 0; i < lines.length; i += 1) {
    const heading = /^#{1,6}\s+(.*)$/.exec(lines[i]!);
    if (heading) section = heading[1]!.trim();
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[2]!;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[j]!)) body.push(lines[j++]!);
    if (j >= lines.length) throw new Error(`README.md:${i + 1}: the code block is never closed`);
    blocks.push({ lang: open[3]!.toLowerCase(), code: body.join('\n'), line: i + 1, section });
    i = j;
  }
  return blocks;
}

/** The README's code blocks. */
export function readmeBlocks(): CodeBlock[] {
  return codeBlocks(readFileSync(new URL('../../README.md', import.meta.url), 'utf8'));
}

/**
 * The languages the README's samples may use and how each is checked. A block in any other language
 * fails the tests: a new kind of sample needs a way to run it first.
 *  - html, js: run in Chromium against the built bundle and the reference server (readme-samples.e2e.test.ts)
 *  - sh: every npm command is a script of package.json (tests/src/readme-commands.test.ts)
 *  - '' (no language): a diagram or a tree, which must not look like code
 */
export const KNOWN_LANGS = ['html', 'js', 'sh', ''] as const;
