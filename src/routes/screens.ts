import type { ComponentType } from 'react';
import { withMoreStyles } from '../ui/more-styles';

/** A lazily loaded screen module. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * Lazy screen modules: each is its own chunk. The dashboard's styles are in the first stylesheet;
 * every other screen shows once the second one has loaded too.
 */
export const screens = {
  Dashboard: () => import('../screens/dashboard/Dashboard.screen'),
  Display: withMoreStyles(() => import('../screens/display/Display.screen')),
  DisplayWidget: withMoreStyles(() => import('../screens/display-widget/DisplayWidget.screen')),
  WidgetsList: withMoreStyles(() => import('../screens/widgets-list/WidgetsList.screen')),
  Reviews: withMoreStyles(() => import('../screens/reviews/Reviews.screen')),
  CollectIndex: withMoreStyles(() => import('../screens/collect-index/CollectIndex.screen')),
  SyncPastOrders: withMoreStyles(() => import('../screens/sync-past-orders/SyncPastOrders.screen')),
  AuthImport: withMoreStyles(() => import('../screens/auth-import/AuthImport.screen')),
  ReviewRequestLink: withMoreStyles(() => import('../screens/review-request-link/ReviewRequestLink.screen')),
  ReviewRequestProducts: withMoreStyles(() => import('../screens/review-request-products/ReviewRequestProducts.screen')),
  Attributes: withMoreStyles(() => import('../screens/attributes/Attributes.screen')),
  ManagingReviews: withMoreStyles(() => import('../screens/managing-reviews/ManagingReviews.screen')),
  AutoLeave: withMoreStyles(() => import('../screens/auto-leave/AutoLeave.screen')),
  Rewards: withMoreStyles(() => import('../screens/rewards/Rewards.screen')),
  Thankyou: withMoreStyles(() => import('../screens/thankyou/Thankyou.screen')),
  Checkout: withMoreStyles(() => import('../screens/checkout/Checkout.screen')),
  EmailTemplate: withMoreStyles(() => import('../screens/email-template/EmailTemplate.screen')),
  Orders: withMoreStyles(() => import('../screens/orders/Orders.screen')),
  ManualSend: withMoreStyles(() => import('../screens/manual-send/ManualSend.screen')),
  Settings: withMoreStyles(() => import('../screens/settings/Settings.screen')),
  LanguageSettings: withMoreStyles(() => import('../screens/settings/language/LanguageSettings.screen')),
  ReplyReview: withMoreStyles(() => import('../screens/reply-review/ReplyReview.screen')),
  Guide: withMoreStyles(() => import('../screens/guide/Guide.screen')),
  Import: withMoreStyles(() => import('../screens/import/Import.screen')),
  FileImport: withMoreStyles(() => import('../screens/file-import/FileImport.screen')),
  MarketplaceImport: withMoreStyles(() => import('../screens/marketplace-import/MarketplaceImport.screen')),
  DsmImport: withMoreStyles(() => import('../screens/dsm-import/DsmImport.screen')),
  Instagram: withMoreStyles(() => import('../screens/instagram/Instagram.screen')),
  Integrations: withMoreStyles(() => import('../screens/integrations/Integrations.screen')),
  Plan: withMoreStyles(() => import('../screens/plan/Plan.screen')),
  Recommended: withMoreStyles(() => import('../screens/recommended/Recommended.screen')),
  Login: withMoreStyles(() => import('../screens/login/Login.screen')),
  Auth: withMoreStyles(() => import('../screens/auth/Auth.screen')),
  FileUploadDetail: withMoreStyles(() => import('../screens/file-upload-detail/FileUploadDetail.screen')),
  Bookmark: withMoreStyles(() => import('../screens/bookmark/Bookmark.screen')),
  AmazonBookmark: withMoreStyles(() => import('../screens/amazon-bookmark/AmazonBookmark.screen')),
  MediaSubmit: withMoreStyles(() => import('../screens/media-submit/MediaSubmit.screen')),
  Affiliate: withMoreStyles(() => import('../screens/affiliate/Affiliate.screen')),
  InsAuth: withMoreStyles(() => import('../screens/ins-auth/InsAuth.screen')),
  ShareLink: withMoreStyles(() => import('../screens/share-link/ShareLink.screen')),
  Conversion: withMoreStyles(() => import('../screens/conversion/Conversion.screen')),
  PrivacyPolicy: withMoreStyles(() => import('../screens/privacy-policy/PrivacyPolicy.screen')),
  TermsService: withMoreStyles(() => import('../screens/terms-service/TermsService.screen')),
  NotFound: withMoreStyles(() => import('../screens/not-found/NotFound.screen')),
} satisfies Record<string, ScreenLoader>;
