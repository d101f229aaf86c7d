import { authApi } from './auth.api';
import { collectApi } from './collect.api';
import { dashboardApi } from './dashboard.api';
import { emailTemplatesApi } from './email-templates.api';
import type { HttpClient } from './http';
import { languagesApi } from './languages.api';
import { marketplaceApi } from './marketplace.api';
import { plansApi } from './plans.api';
import { qaSettingsApi } from './qa-settings.api';
import { reviewsApi } from './reviews.api';
import { reviewSettingsApi } from './review-settings.api';
import { settingsApi } from './settings.api';
import { shopApi } from './shop.api';
import { uploadsApi } from './uploads.api';
import { widgetsApi } from './widgets.api';

/** Every typed endpoint module over one client. */
export function createApi(http: HttpClient) {
  return {
    http,
    auth: authApi(http),
    shop: shopApi(http),
    settings: settingsApi(http),
    plans: plansApi(http),
    languages: languagesApi(http),
    dashboard: dashboardApi(http),
    collect: collectApi(http),
    emails: emailTemplatesApi(http),
    reviews: reviewsApi(http),
    qaSettings: qaSettingsApi(http),
    reviewSettings: reviewSettingsApi(http),
    marketplace: marketplaceApi(http),
    uploads: uploadsApi(http),
    widgets: widgetsApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
