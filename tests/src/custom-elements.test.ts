import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { customElementsManifest, manifestText } from '../../elements/custom-elements';
import { ELEMENTS, modulePath } from '../../elements/manifest';
import pkg from '../../package.json';

const source = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The JSDoc block right above the element's class (the one carrying `@element`). */
function elementJsDoc(text: string): string {
  const block = /\/\*\*((?:(?!\*\/)[\s\S])*@element[\s\S]*?)\*\//.exec(text);
  return block?.[1] ?? '';
}
const tagValues = (doc: string, tag: string): string[] =>
  [...doc.matchAll(new RegExp(`@${tag}\\s+(?:\\{[^}]*\\}\\s+)?([a-z][a-z-]*)`, 'g'))].map((m) => m[1]!);

describe('custom-elements.json', () => {
  it('is the manifest the elements are defined from (run npm run manifest after changing elements/manifest.ts)', () => {
    expect(source('custom-elements.json')).toBe(manifestText());
    expect(pkg.customElements).toBe('custom-elements.json');
  });

  it('lists the whole admin, one element per main section and the reusable pieces, with unique tags', () => {
    const tags = ELEMENTS.map((e) => e.tag);
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).toEqual(expect.arrayContaining([
      'reviews-admin', 'reviews-admin-dashboard', 'reviews-admin-widgets', 'reviews-admin-reviews', 'reviews-admin-collect',
      'reviews-admin-import', 'reviews-admin-integrations', 'reviews-admin-settings', 'reviews-admin-plan',
      'reviews-admin-recommended', 'reviews-resource-picker', 'reviews-setup-guide',
    ]));
    for (const e of ELEMENTS) {
      expect(e.tag).toMatch(/^reviews-[a-z-]+$/);
      for (const ev of e.events) expect(ev).toMatch(/^reviews-admin-[a-z-]+$/);
    }
  });

  it('declares each element in its own module, elements/<tag>.element.ts, which exports and defines it', () => {
    const { modules } = customElementsManifest();
    expect(modules.map((m) => m.path)).toEqual(ELEMENTS.map((e) => `elements/${e.tag}.element.ts`));
    for (const m of modules) {
      expect(m.declarations).toHaveLength(1);
      const [decl] = m.declarations;
      expect(m.exports).toEqual([
        { kind: 'js', name: decl!.name, declaration: { name: decl!.name, module: m.path } },
        { kind: 'custom-element-definition', name: decl!.tagName, declaration: { name: decl!.name, module: m.path } },
      ]);
    }
  });

  it('has no element file without a manifest entry', () => {
    const files = readdirSync(new URL('../../elements/', import.meta.url)).filter((f) => f.endsWith('.element.ts'));
    expect(files.map((f) => `elements/${f}`).sort()).toEqual(ELEMENTS.map(modulePath).sort());
  });

  describe.each(ELEMENTS.map((e) => [e.tag, e] as const))('elements/%s.element.ts', (tag, e) => {
    const path = modulePath(e);

    it('exists, exports the class, defines the tag once-safely and maps it in HTMLElementTagNameMap', () => {
      expect(existsSync(new URL(`../../${path}`, import.meta.url))).toBe(true);
      const text = source(path);
      expect(text).toMatch(new RegExp(`export (const|class) ${e.className}\\b`));
      expect(text).toContain(`= '${tag}';`);
      expect(text).toMatch(/defineOnce\(/);
      expect(text).toMatch(/interface HTMLElementTagNameMap \{\s*'[a-z-]+': /);
      expect(text).toContain(`'${tag}': `);
      expect((text.match(/defineOnce\(/g) ?? []).length).toBe(1);
    });

    it('documents the same tag, attributes, events and methods as the manifest (JSDoc @element, @attr, @fires)', () => {
      const doc = elementJsDoc(source(path));
      expect(tagValues(doc, 'element')).toEqual([tag]);
      expect(tagValues(doc, 'attr')).toEqual(e.attributes.map((a) => a.name));
      expect(tagValues(doc, 'fires').sort()).toEqual([...e.events].sort());
      for (const m of e.methods ?? []) expect(source(path)).toMatch(new RegExp(`\\basync ${m.name}\\(|\\b${m.name}\\(`));
    });
  });
});
