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
      for (const ev of e.events) expect(ev.name).toMatch(/^reviews-admin-[a-z-]+$/);
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

  it('gives every event a description and its detail type, and every method its parameters and return type, in the schema fields', () => {
    const { modules } = customElementsManifest();
    let events = 0;
    let methods = 0;
    for (const m of modules) {
      const [decl] = m.declarations;
      for (const ev of decl!.events) {
        events += 1;
        expect(ev.name, decl!.tagName).toMatch(/^reviews-admin-[a-z-]+$/);
        expect(ev.description.length, `${decl!.tagName} ${ev.name}`).toBeGreaterThan(20);
        // The detail's shape, in the schema's own type field: CustomEvent<{ … }>.
        expect(ev.type.text, `${decl!.tagName} ${ev.name}`).toMatch(/^CustomEvent<\{ .+ \}>$/);
      }
      for (const member of decl!.members) {
        if (member.kind !== 'method') continue;
        methods += 1;
        const where = `${decl!.tagName}.${member.name}`;
        expect(member.description.length, where).toBeGreaterThan(10);
        expect(Array.isArray(member.parameters), where).toBe(true);
        for (const p of member.parameters) {
          expect(p.name, where).toMatch(/^[a-zA-Z]+$/);
          expect(p.type.text.length, where).toBeGreaterThan(0);
          expect(p.description.length, where).toBeGreaterThan(0);
        }
        expect(member.return.type.text.length, where).toBeGreaterThan(0);
        expect(Object.keys(member)).not.toContain('type');
      }
    }
    expect(events).toBeGreaterThan(0);
    expect(methods).toBeGreaterThan(0);
    // The event names match the app's public event map, one detail type each.
    const mapped = source('src/app/public-events.ts');
    for (const ev of new Set(ELEMENTS.flatMap((e) => e.events.map((x) => x.name)))) expect(mapped).toContain(`'${ev}':`);
  });

  it('documents the picker\'s open(options) with its options and its Promise<PickerResult | null>', () => {
    const picker = customElementsManifest().modules.find((m) => m.path === 'elements/reviews-resource-picker.element.ts')!.declarations[0]!;
    const open = picker.members.find((m) => m.name === 'open')!;
    expect(open.kind).toBe('method');
    expect(open.parameters.map((p) => p.name)).toEqual(['options']);
    expect(open.parameters[0]!.type.text).toBe('PickerOptions');
    expect(open.parameters[0]!.description).toMatch(/type: "product" \| "collection"/);
    expect(open.return.type.text).toBe('Promise<PickerResult | null>');
    expect(picker.events.find((e) => e.name === 'reviews-admin-picker-select')!.type.text).toContain('PickerResult | null');
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
      expect(tagValues(doc, 'fires').sort()).toEqual(e.events.map((ev) => ev.name).sort());
      for (const m of e.methods) expect(source(path)).toMatch(new RegExp(`\\basync ${m.name}\\(|\\b${m.name}\\(`));
    });
  });
});
