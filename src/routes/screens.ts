import type { ComponentType } from 'react';

/** A lazily loaded screen module. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** Lazy screen modules: each is its own chunk. */
export const screens = {
  Dashboard: () => import('../screens/dashboard/Dashboard.screen'),
  Display: () => import('../screens/display/Display.screen'),
  Reviews: () => import('../screens/reviews/Reviews.screen'),
  Collect: () => import('../screens/collect/Collect.screen'),
  ReviewRequestProducts: () => import('../screens/review-request-products/ReviewRequestProducts.screen'),
  Thankyou: () => import('../screens/thankyou/Thankyou.screen'),
  Checkout: () => import('../screens/checkout/Checkout.screen'),
  EmailTemplate: () => import('../screens/email-template/EmailTemplate.screen'),
  Orders: () => import('../screens/orders/Orders.screen'),
  ManualSend: () => import('../screens/manual-send/ManualSend.screen'),
  Settings: () => import('../screens/settings/Settings.screen'),
  LanguageSettings: () => import('../screens/settings/language/LanguageSettings.screen'),
  ReviewDiscount: () => import('../screens/review-discount/ReviewDiscount.screen'),
  ReplyReview: () => import('../screens/reply-review/ReplyReview.screen'),
  Guide: () => import('../screens/guide/Guide.screen'),
  Import: () => import('../screens/import/Import.screen'),
  FileImport: () => import('../screens/file-import/FileImport.screen'),
  MarketplaceImport: () => import('../screens/marketplace-import/MarketplaceImport.screen'),
  DsmImport: () => import('../screens/dsm-import/DsmImport.screen'),
  Instagram: () => import('../screens/instagram/Instagram.screen'),
  Integrations: () => import('../screens/integrations/Integrations.screen'),
  Plan: () => import('../screens/plan/Plan.screen'),
  Recommended: () => import('../screens/recommended/Recommended.screen'),
  Login: () => import('../screens/login/Login.screen'),
  Auth: () => import('../screens/auth/Auth.screen'),
  FileUploadDetail: () => import('../screens/file-upload-detail/FileUploadDetail.screen'),
  Bookmark: () => import('../screens/bookmark/Bookmark.screen'),
  AmazonBookmark: () => import('../screens/amazon-bookmark/AmazonBookmark.screen'),
  MediaSubmit: () => import('../screens/media-submit/MediaSubmit.screen'),
  Affiliate: () => import('../screens/affiliate/Affiliate.screen'),
  InsAuth: () => import('../screens/ins-auth/InsAuth.screen'),
  ShareLink: () => import('../screens/share-link/ShareLink.screen'),
  Conversion: () => import('../screens/conversion/Conversion.screen'),
  PrivacyPolicy: () => import('../screens/privacy-policy/PrivacyPolicy.screen'),
  TermsService: () => import('../screens/terms-service/TermsService.screen'),
  NotFound: () => import('../screens/not-found/NotFound.screen'),
} satisfies Record<string, ScreenLoader>;
