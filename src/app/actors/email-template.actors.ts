import { fromPromise } from 'xstate';
import { testEmailMachine } from '../../../machines/email-template/test-email.machine';
import { SaveConflict } from '../../../machines/save-bar/save-bar.types';
import { ApiError } from '../../api/errors';
import { conflictValues } from '../../api/parse';
import {
  TEMPLATE_ERROR_CODE,
  emailTemplateSchema,
  templateErrorSchema,
  type EmailTemplate,
  type TemplateError,
} from '../../contract/email-templates';
import * as z from 'zod/mini';
import type { SaveSettings } from './save-bar.actors';
import type { Runtime } from '../runtime';

/** The editable values of a template, as the save bar holds them (type and language stay with the page). */
export type TemplateValues = Omit<EmailTemplate, 'type' | 'language'>;

/** The save-bar values of a template. */
export function valuesOfTemplate(t: EmailTemplate): TemplateValues {
  return {
    subject: t.subject,
    preheader: t.preheader,
    heading: t.heading,
    body: t.body,
    button: t.button,
    colors: t.colors,
    logoUrl: t.logoUrl,
    ...(t.version === undefined ? {} : { version: t.version }),
  };
}

/** A save or test refused for Liquid errors: the errors at their fields. */
export class TemplateRefused extends Error {
  constructor(readonly errors: TemplateError[], message: string) {
    super(message);
    this.name = 'TemplateRefused';
  }
}

const refusalSchema = z.object({ errors: z.array(templateErrorSchema) });

/** The template errors a call was refused with (business code TEMPLATE_ERROR_CODE), or null. */
export function templateErrorsOf(error: unknown): TemplateError[] | null {
  if (!(error instanceof ApiError) || error.kind !== 'business' || error.code !== TEMPLATE_ERROR_CODE) return null;
  const parsed = z.safeParse(refusalSchema, error.data);
  return parsed.success ? parsed.data.errors : null;
}

/** A 409's data when it carries the answer shape (the template, its version beside or inside it). */
const wrappedConflict = z.object({ template: emailTemplateSchema, version: z.optional(z.int()) });

/**
 * The save of a template page: the whole template from the version it was loaded with; answers
 * the saved values. A stale save rejects with a SaveConflict holding the saved template, a refusal
 * for Liquid errors with a TemplateRefused holding them (the edits stay in both cases).
 */
export function emailTemplateSave(runtime: Runtime, page: Pick<EmailTemplate, 'type' | 'language'>): SaveSettings {
  return async ({ unsaved, current }) => {
    const template = { ...current, ...unsaved, type: page.type, language: page.language } as EmailTemplate;
    try {
      const answer = await runtime.api.emails.saveTemplate(template);
      return valuesOfTemplate(answer.template);
    } catch (error) {
      const errors = templateErrorsOf(error);
      if (errors) throw new TemplateRefused(errors, error instanceof Error ? error.message : String(error));
      const other = conflictValues(error, wrappedConflict);
      if (other) throw new SaveConflict(valuesOfTemplate({ ...other.template, version: other.version ?? other.template.version }));
      const bare = conflictValues(error, emailTemplateSchema);
      if (bare) throw new SaveConflict(valuesOfTemplate(bare));
      throw error;
    }
  };
}

/** The test-email machine sending through the API. */
export function testEmailMachineWith(runtime: Runtime) {
  return testEmailMachine.provide({ actors: { sendTest: fromPromise(({ input }) => runtime.api.emails.sendTestEmail(input)) } });
}
