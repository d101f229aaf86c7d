/**
 * The words the storefront widgets show, by text group (SPEC §3 translatable text groups),
 * with their English defaults. Merchants override any of them per language.
 */
export const WIDGET_WORDS = {
  review_form: {
    write_review: 'Write a review',
    rating: 'Rating',
    title: 'Review title',
    body: 'Your review',
    name: 'Your name',
    email: 'Your email',
    submit: 'Submit review',
    thank_you: 'Thank you for your review!',
  },
  qa: {
    ask_question: 'Ask a question',
    answer: 'Answer',
    no_questions: 'No questions yet',
  },
  reviews: {
    verified: 'Verified buyer',
    helpful: 'Was this helpful?',
    load_more: 'Load more reviews',
    no_reviews: 'No reviews yet',
    store_reply: 'Store reply',
  },
  time_ago: {
    just_now: 'Just now',
    minutes_ago: '{{count}} minutes ago',
    days_ago: '{{count}} days ago',
  },
} as const;

/** Every word key as `group.key`. */
export const WIDGET_WORD_KEYS: readonly string[] = Object.entries(WIDGET_WORDS).flatMap(([group, words]) =>
  Object.keys(words).map((k) => `${group}.${k}`),
);
