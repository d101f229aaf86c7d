import { ELEMENTS } from './manifest';

/** The Custom Elements Manifest (schema 2.1.0) of the bundle, from elements/manifest.ts. */
export function customElementsManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/reviews-admin.js',
        declarations: ELEMENTS.map((e) => ({
          kind: 'class',
          name: e.className,
          tagName: e.tag,
          customElement: true,
          description: e.description,
          attributes: e.attributes.map((a) => ({ name: a.name, fieldName: a.prop, type: { text: a.type }, description: a.description })),
          events: e.events.map((name) => ({ name, type: { text: 'CustomEvent' } })),
          members: (e.methods ?? []).map((m) => ({ kind: 'method', name: m.name, description: m.description, type: { text: m.signature } })),
        })),
        exports: ELEMENTS.map((e) => ({
          kind: 'custom-element-definition',
          name: e.tag,
          declaration: { name: e.className, module: 'dist/reviews-admin.js' },
        })),
      },
    ],
  };
}

/** The manifest as the text written to custom-elements.json. */
export const manifestText = (): string => `${JSON.stringify(customElementsManifest(), null, 2)}\n`;
