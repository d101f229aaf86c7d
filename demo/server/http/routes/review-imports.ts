import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../context';
import { MAX_IMPORT_ROWS, getImport, importReviewBatch, listImports } from '../../store/repositories/review-imports';
import { ok } from '../envelope';
import { readBody, validate } from '../validate';

const importIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be the import_id of an earlier call' });

const importSchema = z.strictObject({
  import_id: importIdSchema.optional(),
  file_name: z.string().trim().min(1, { error: 'must not be empty' }).max(255, { error: 'at most 255 characters' }),
  format: z.string().trim().min(1, { error: 'must not be empty' }).max(40, { error: 'at most 40 characters' }),
  rows: z
    .array(z.looseObject({ line: z.int({ error: 'must be the whole line number of the row in the file' }).min(0).max(100_000_000) }))
    .max(MAX_IMPORT_ROWS, { error: `at most ${MAX_IMPORT_ROWS} rows per call; send the rest in further calls with the import_id` }),
  refused: z
    .array(z.strictObject({
      line: z.int().min(0).max(100_000_000),
      reasons: z.array(z.strictObject({
        code: z.string().regex(/^[a-z_]{1,60}$/, { error: 'must be a reason code' }),
        message: z.string().max(500).optional(),
      })).min(1).max(30),
    }))
    .max(MAX_IMPORT_ROWS, { error: `at most ${MAX_IMPORT_ROWS} refused rows per call` })
    .optional(),
});

/** Review imports: store batches of client-normalized rows, list imports, one import's failed rows. */
export function reviewImportRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/import_reviews', async (c) => {
    const body = await readBody(c, importSchema);
    return ok(
      c,
      importReviewBatch(ctx.db, c.var.session.shop.id, {
        importId: body.import_id,
        fileName: body.file_name,
        format: body.format,
        rows: body.rows,
        refused: body.refused?.map((r) => ({ line: r.line, reasons: r.reasons.map((x) => ({ code: x.code, message: x.message ?? x.code })) })),
        now: ctx.now(),
      }),
    );
  });

  app.get('/list_imports', (c) => ok(c, { items: listImports(ctx.db, c.var.session.shop.id) }));

  app.get('/get_import', (c) => {
    const id = validate(z.object({ id: importIdSchema }), { id: c.req.query('id') }).id;
    return ok(c, getImport(ctx.db, c.var.session.shop.id, id));
  });

  return app;
}
