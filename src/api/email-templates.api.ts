import {
  emailTemplateAnswerSchema,
  sendTestEmailResultSchema,
  type EmailTemplate,
  type EmailTemplateType,
  type SendTestEmailPayload,
} from '../contract/email-templates';
import type { LanguageCode } from '../contract/constants';
import type { HttpClient } from './http';
import { answer } from './parse';

const API = 'api/v1/admin/';

/** Email template calls (SPEC §7): read one type in one language, save it, send a test of what is on screen. */
export function emailTemplatesApi(http: HttpClient) {
  return {
    getTemplate: (type: EmailTemplateType, language?: LanguageCode) =>
      http
        .get(`${API}get_email_template_setting`, { query: language ? { type, language } : { type } })
        .then(answer(emailTemplateAnswerSchema)),
    saveTemplate: (template: EmailTemplate) =>
      http.post(`${API}save_email_template_setting`, template).then(answer(emailTemplateAnswerSchema)),
    sendTestEmail: (payload: SendTestEmailPayload) =>
      http.post(`${API}send_test_email`, payload).then(answer(sendTestEmailResultSchema)),
  };
}
