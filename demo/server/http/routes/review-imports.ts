import { Hono } from 'hono';
import { z } from 'zod';
import { importBatchSchema as importSchema, importIdSchema } from '../../../../src/contract/requests';
import type { AppContext, AppEnv } from '../context';
import { getImport, importReviewBatch, listImports } from '../../store/repositories/review-imports';
import { ok } from '../envelope';
import { readBody, validate } from '../validate';
import { requirePlanFeature } from '../../domain/plan-gate';
import { requirePlan } from '../../store/repositories/plans';

/** Review imports: store batches of client-normalized rows, list imports, one import's failed rows. */
export function reviewImportRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/import_reviews', async (c) => {
    const body = await readBody(c, importSchema);
    // Every plan of the catalogue imports (Free too); the check keeps a plan without it from importing.
    requirePlanFeature(requirePlan(ctx.db, c.var.session.shop.pricing_plan_id).permissions, 'import_reviews');
    return ok(
      c,
      importReviewBatch(ctx.db, c.var.session.shop.id, {
        importId: body.import_id,
        ...(body.import_key !== undefined && body.batch !== undefined ? { importKey: body.import_key, batch: body.batch } : {}),
        fileName: body.file_name,
        format: body.format,
        ...(body.date_order ? { dateOrder: body.date_order } : {}),
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
