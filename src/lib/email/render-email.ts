import { Liquid } from 'liquidjs';
import {
  TEMPLATE_TEXT_FIELDS,
  type EmailTemplate,
  type EmailVariables,
  type TemplateError,
  type TemplateTextField,
} from '../../contract/email-templates';
import { emailHtml, type EmailLabels } from './email-layout';

export type { EmailLabels } from './email-layout';

/** Templates may not read files: include, render and layout find nothing. */
const NO_FILES = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => { throw new Error('Templates cannot include files'); },
  readFileSync: () => { throw new Error('Templates cannot include files'); },
  resolve: (_root: string, file: string) => file,
  contains: async () => false,
  dirname: () => '',
  sep: '/',
};

const LIMITS = { parseLimit: 100_000, renderLimit: 200, memoryLimit: 2_000_000 } as const;

let engine: Liquid | undefined;
/** The engine: strict variables and filters, no files, bounded parse, render time and memory. */
function liquid(): Liquid {
  engine ??= new Liquid({
    strictVariables: true,
    strictFilters: true,
    ownPropertyOnly: true,
    relativeReference: false,
    fs: NO_FILES,
    ...LIMITS,
  });
  return engine;
}

/**
 * The fields are plain text: the HTML part shows the rendered text escaped as a whole, so neither a
 * value nor the merchant's own text can add markup, and the text part reads the same words.
 */
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');

/** An email rendered from a template: what the customer receives. */
export interface RenderedEmail {
  subject: string;
  preheader: string;
  html: string;
  text: string;
}

/** The outcome of a render: the email, or the errors with their places (nothing is sent then). */
export type RenderResult = { ok: true; email: RenderedEmail } | { ok: false; errors: TemplateError[] };

interface LiquidFailure {
  message?: string;
  token?: { getPosition?: () => [number, number] };
}

function toError(field: TemplateTextField, err: unknown): TemplateError {
  const failure = err as LiquidFailure;
  const [line, column] = failure.token?.getPosition?.() ?? [1, 1];
  const message = String(failure.message ?? err).replace(/, line:\d+, col:\d+$/, '');
  return { field, line, column, message };
}

/**
 * Renders a template's Liquid fields with `variables`: unknown variables or filters, syntax
 * errors, file includes and runaway loops are errors at their field, line and column.
 */
export function renderEmail(template: EmailTemplate, variables: EmailVariables, labels: EmailLabels): RenderResult {
  const errors: TemplateError[] = [];
  const escaped = {} as Record<TemplateTextField, string>;
  const plain = {} as Record<TemplateTextField, string>;
  for (const field of TEMPLATE_TEXT_FIELDS) {
    try {
      plain[field] = liquid().parseAndRenderSync(template[field], variables) as string;
      escaped[field] = escapeHtml(plain[field]);
    } catch (err) {
      errors.push(toError(field, err));
    }
  }
  if (errors.length) return { ok: false, errors };
  const subject = plain.subject.replace(/\s+/g, ' ').trim();
  const preheader = plain.preheader.replace(/\s+/g, ' ').trim();
  return {
    ok: true,
    email: {
      subject,
      preheader,
      html: emailHtml(template, escaped, variables, labels),
      text: emailText(plain, variables, labels),
    },
  };
}

/** The text part: heading, body, the link under the button text, each product's link, and the unsubscribe link. */
function emailText(plain: Record<TemplateTextField, string>, v: EmailVariables, labels: EmailLabels): string {
  const products = v.products.length > 1 ? v.products.map((p) => `- ${p.title}: ${p.review_link}`).join('\n') + '\n\n' : '';
  return [
    plain.heading.trim(),
    '',
    plain.body.trim(),
    '',
    `${plain.button.trim()}: ${v.review_link}`,
    '',
    products + `${v.shop.name} · ${v.shop.url}`,
    `${labels.unsubscribe}: ${v.unsubscribe_link}`,
    '',
  ].join('\n');
}
