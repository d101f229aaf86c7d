import { Hono } from 'hono';
import * as z from 'zod/mini';
import { attributesSettingsSchema, autoLeaveSettingsSchema, moderationRulesSchema } from '../../../../src/contract/review-rules';
import { replySettingsSchema, rewardSettingsSchema } from '../../../../src/contract/review-rewards';
import { requestReviewUpdate } from '../../collect/follow-ups';
import { readCollectSettings, saveCollectSettings } from '../../collect/settings-store';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';
import { readBody } from '../validate';

/**
 * What happens to collected reviews, read and saved as a whole with a version: publishing rules,
 * custom questions, the thank-you/checkout form, rewards and reply emails; and the merchant's
 * request to a customer to update a review.
 */
export function collectSettingsRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const shop = (c: { var: AppEnv['Variables'] }) => c.var.session.shop.id;

  app.get('/get_review_moderation_setting', (c) => ok(c, readCollectSettings(ctx.db, shop(c), 'moderation')));
  app.post('/save_review_moderation_setting', async (c) =>
    ok(c, saveCollectSettings(ctx.db, shop(c), 'moderation', await readBody(c, moderationRulesSchema))),
  );
  app.get('/get_review_attributes', (c) => ok(c, readCollectSettings(ctx.db, shop(c), 'attributes')));
  app.post('/save_review_attributes', async (c) =>
    ok(c, saveCollectSettings(ctx.db, shop(c), 'attributes', await readBody(c, attributesSettingsSchema))),
  );
  app.get('/get_auto_leave_review_setting', (c) => ok(c, readCollectSettings(ctx.db, shop(c), 'auto_leave')));
  app.post('/save_auto_leave_review_setting', async (c) =>
    ok(c, saveCollectSettings(ctx.db, shop(c), 'auto_leave', await readBody(c, autoLeaveSettingsSchema))),
  );
  app.get('/get_review_discount_setting', (c) => ok(c, readCollectSettings(ctx.db, shop(c), 'rewards')));
  app.post('/save_review_discount_setting', async (c) =>
    ok(c, saveCollectSettings(ctx.db, shop(c), 'rewards', await readBody(c, rewardSettingsSchema))),
  );
  app.get('/get_reply_review_setting', (c) => ok(c, readCollectSettings(ctx.db, shop(c), 'reply')));
  app.post('/save_reply_review_setting', async (c) => ok(c, saveCollectSettings(ctx.db, shop(c), 'reply', await readBody(c, replySettingsSchema))));

  // The merchant asks a customer to update a review: the update_review email, its button opening the review to edit.
  app.post('/request_review_update', async (c) => {
    const { id } = await readBody(c, z.object({ id: z.int().check(z.positive()) }));
    return ok(c, await requestReviewUpdate(ctx, shop(c), id, ctx.now()));
  });

  return app;
}
