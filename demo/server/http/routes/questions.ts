import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import { undoRequestSchema as undoSchema } from '../../../../src/contract/requests';
import { MAX_REPLY_LENGTH } from '../../../../src/contract/reviews';
import type { AppContext, AppEnv } from '../context';
import { QUESTION_ACTIONS, answerQuestion, bulkQuestionAction, listQuestions, questionById } from '../../store/repositories/questions';
import { undoBulkChange } from '../../store/repositories/undo';
import { readQaSettings, saveQaSettings } from '../../store/repositories/qa-settings';
import { sendQuestionAnsweredEmail } from '../../widgets/question-email';
import { qaSettingsSchema } from '../../../../src/contract/qa-settings';
import { ok } from '../envelope';
import { questionFilterSchema } from '../../domain/question-filter';
import { readQuestionListQuery } from '../list-query';
import { wholeNumber } from '../../domain/review-filter';
import { readBody } from '../validate';
import { bulkSchema, queryId } from './reviews';

/** Longest answer. */
export const MAX_ANSWER_LENGTH = MAX_REPLY_LENGTH;

const answerSchema = z.strictObject({
  id: wholeNumber(1, Number.MAX_SAFE_INTEGER, 'must be a question id (a whole number from 1)'),
  body: z.string().trim().min(1, { error: 'must not be empty' }).max(MAX_ANSWER_LENGTH, { error: `at most ${MAX_ANSWER_LENGTH} characters` }),
});

const origin = (c: Context): string => new URL(c.req.url).origin;

/** Q&A: the question list, one question, answers (emailed to the asker per the Q&A settings), bulk publish / hide / delete / restore with undo, the Q&A settings. */
export function questionRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const shopId = (c: Context<AppEnv>): number => c.var.session.shop.id;

  app.get('/list_questions', (c) => {
    const query = readQuestionListQuery(c);
    const list = listQuestions(ctx.db, shopId(c), { ...query, now: ctx.now(), origin: origin(c) });
    return ok(c, { ...list, page: query.page, per_page: query.perPage });
  });

  app.get('/get_question', (c) => ok(c, questionById(ctx.db, shopId(c), queryId(c), origin(c))));

  app.post('/answer_question', async (c) => {
    const body = await readBody(c, answerSchema);
    answerQuestion(ctx.db, shopId(c), { ...body, now: ctx.now() });
    if (readQaSettings(ctx.db, shopId(c)).notify_asker) await sendQuestionAnsweredEmail(ctx, shopId(c), body.id);
    return ok(c, questionById(ctx.db, shopId(c), body.id, origin(c)));
  });

  app.post('/bulk_question_action', async (c) => {
    const body = await readBody(c, bulkSchema(QUESTION_ACTIONS, questionFilterSchema));
    const selection = body.ids ? { ids: body.ids } : { filter: body.filter ?? {} };
    return ok(c, bulkQuestionAction(ctx.db, shopId(c), body.action, selection, ctx.now()));
  });

  app.get('/get_qa_settings', (c) => ok(c, readQaSettings(ctx.db, shopId(c))));

  app.post('/set_qa_settings', async (c) => ok(c, saveQaSettings(ctx.db, shopId(c), await readBody(c, qaSettingsSchema))));

  app.post('/undo_question_action', async (c) => {
    const body = await readBody(c, undoSchema);
    return ok(c, undoBulkChange(ctx.db, shopId(c), 'question', body.undo_token, ctx.now()));
  });

  return app;
}
