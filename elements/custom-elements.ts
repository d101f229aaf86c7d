import { ELEMENTS, modulePath, type ElementDoc } from './manifest';

/** The class declaration of one element. */
function declaration(e: ElementDoc) {
  return {
    kind: 'class',
    name: e.className,
    tagName: e.tag,
    customElement: true,
    description: e.description,
    attributes: e.attributes.map((a) => ({ name: a.name, fieldName: a.prop, type: { text: a.type }, description: a.description })),
    events: e.events.map((ev) => ({ name: ev.name, type: { text: ev.type }, description: ev.description })),
    members: e.methods.map((m) => ({
      kind: 'method',
      name: m.name,
      description: m.description,
      parameters: m.parameters.map((p) => ({ name: p.name, type: { text: p.type }, description: p.description, ...(p.optional ? { optional: true } : {}) })),
      return: { type: { text: m.returns.type }, ...(m.returns.description ? { description: m.returns.description } : {}) },
    })),
  };
}

/** The module of one element: its own source file, which declares, exports and defines it. */
function elementModule(e: ElementDoc) {
  const path = modulePath(e);
  return {
    kind: 'javascript-module',
    path,
    declarations: [declaration(e)],
    exports: [
      { kind: 'js', name: e.className, declaration: { name: e.className, module: path } },
      { kind: 'custom-element-definition', name: e.tag, declaration: { name: e.className, module: path } },
    ],
  };
}

/**
 * The Custom Elements Manifest (schema 2.1.0) of the bundle, from elements/manifest.ts: one module
 * per element file (`elements/<tag>.element.ts`); every element ships in `dist/reviews-admin.js`.
 */
export function customElementsManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: ELEMENTS.map(elementModule),
  };
}

/** The manifest as the text written to custom-elements.json. */
export const manifestText = (): string => `${JSON.stringify(customElementsManifest(), null, 2)}\n`;
