import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/server';
import { IMPORT_BATCH_MAX_ROWS, STATS_RANGES } from '../../../src/contract/constants';
import {
  importBatchSchema,
  saveWordsRequestSchema,
  setGuideRequestSchema,
  statisticsRequestSchema,
  undoRequestSchema,
} from '../../../src/contract/requests';
import { callApi, demoToken, startTestServer } from '../../server/helpers';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await demoToken();
}, 30_000);
afterAll(() => server.close());

/** Requests the contract refuses, with the call they go to. */
const refused: { call: string; body: unknown; schema: { safeParse(v: unknown): { success: boolean } }; path: string }[] = [
  { call: 'get_daily_statistics', body: { days: 14 }, schema: statisticsRequestSchema, path: 'days' },
  { call: 'set_setup_guide', body: { key: 'not_a_step', value: 1 }, schema: setGuideRequestSchema, path: 'key' },
  { call: 'set_setup_guide', body: { key: 'enable_discount', value: 2 }, schema: setGuideRequestSchema, path: 'value' },
  { call: 'undo_review_action', body: { undo_token: '' }, schema: undoRequestSchema, path: 'undo_token' },
  { call: 'set_shop_selfdefine_lang', body: { lang: 'xx', json_data: '{}' }, schema: saveWordsRequestSchema, path: 'lang' },
  {
    call: 'import_reviews',
    body: { file_name: 'a.csv', format: 'csv', rows: Array.from({ length: IMPORT_BATCH_MAX_ROWS + 1 }, (_, line) => ({ line })) },
    schema: importBatchSchema,
    path: 'rows',
  },
];

describe('the server refuses the requests the contract refuses', () => {
  it.each(refused)('$call refuses $body.days$body.key$body.value$body.lang (field $path)', async ({ call, body, schema, path }) => {
    expect(schema.safeParse(body).success).toBe(false);
    const { status, body: envelope } = await callApi(server, call, { token, body });
    expect(status).toBe(400);
    expect(envelope.code).toBe(40000);
    expect(envelope.data.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('accepts what the contract accepts', async () => {
    for (const days of STATS_RANGES) {
      expect(statisticsRequestSchema.safeParse({ days }).success).toBe(true);
      const { status, body } = await callApi(server, 'get_daily_statistics', { token, body: { days } });
      expect(status).toBe(200);
      expect(body.data.days).toBe(days);
    }
    const guide = { key: 'enable_discount', value: 1 };
    expect(setGuideRequestSchema.safeParse(guide).success).toBe(true);
    expect((await callApi(server, 'set_setup_guide', { token, body: guide })).body.data.enable_discount).toBe(1);
  });

  it('keeps the server messages of the shared schemas', async () => {
    const { body } = await callApi(server, 'get_daily_statistics', { token, body: { days: 14 } });
    expect(body.message).toBe(`days: must be one of ${STATS_RANGES.join(', ')}`);
  });
});
