/** Languages the demo reviews are written in. */
export type ReviewLanguage = 'en' | 'de' | 'fr' | 'es' | 'ja' | 'nl';

/** Phrases of one sentiment: titles and body sentences (`{p}` stands for the product type). */
export interface Phrases {
  titles: readonly string[];
  sentences: readonly string[];
}

/** Everything the review generator needs for one language. */
export interface LanguageWords {
  good: Phrases;
  mixed: Phrases;
  bad: Phrases;
  firstNames: readonly string[];
  lastNames: readonly string[];
  countries: readonly string[];
  /** Merchant replies: thanks first, an apology last. */
  replies: readonly string[];
  /** Joins sentences (a space, or nothing for Japanese). */
  joiner: string;
}
