/**
 * The demo theme's own texts (header, footer, page furniture), as a theme ships them in its
 * languages; English for any language it does not have. The widgets' texts are never here: they
 * come from the widget words the script reads.
 */
const EN = {
  home: 'Home',
  catalog: 'Catalog',
  reviews: 'Reviews',
  language: 'Language',
  main_nav: 'Main',
  hero_title: 'Made to be used every day',
  hero_text: 'Textiles, wood, ceramics and more from small workshops, reviewed by the people who use them.',
  hero_button: 'Shop the catalog',
  featured: 'Featured products',
  collections: 'Collections',
  all_products: 'All products',
  products_count: '{{count}} products',
  add_to_cart: 'Add to cart',
  description: 'The {{title}} from {{shop}}: chosen for everyday use and made to last. Free returns within 30 days.',
  in_collections: 'In',
  all_reviews_title: 'Customer reviews',
  all_reviews_text: 'What customers say about everything in the store.',
  thank_you_title: 'Thank you for your order!',
  thank_you_text: 'Order {{order}} is confirmed. We will email you when it ships.',
  order_summary: 'Order summary',
  quantity: 'Quantity: {{count}}',
  recent_order: 'See a recent order’s thank-you page',
  footer_text: 'A demo store for the product reviews app.',
  not_found_title: 'Page not found',
  not_found_text: 'This page does not exist. It may have moved, or the address may be mistyped.',
  back_home: 'Back to the home page',
  no_products: 'No products here yet.',
} as const;

/** A key of the theme's texts. */
export type ThemeWord = keyof typeof EN;

const FR: Partial<Record<ThemeWord, string>> = {
  home: 'Accueil',
  catalog: 'Catalogue',
  reviews: 'Avis',
  language: 'Langue',
  main_nav: 'Principal',
  hero_title: 'Fait pour servir chaque jour',
  hero_text: 'Textiles, bois, céramiques et plus, venus de petits ateliers et notés par ceux qui les utilisent.',
  hero_button: 'Voir le catalogue',
  featured: 'Produits à la une',
  collections: 'Collections',
  all_products: 'Tous les produits',
  products_count: '{{count}} produits',
  add_to_cart: 'Ajouter au panier',
  description: '{{title}}, par {{shop}} : choisi pour un usage quotidien et fait pour durer. Retours gratuits sous 30 jours.',
  in_collections: 'Dans',
  all_reviews_title: 'Avis clients',
  all_reviews_text: 'Ce que les clients disent de toute la boutique.',
  thank_you_title: 'Merci pour votre commande !',
  thank_you_text: 'La commande {{order}} est confirmée. Nous vous écrirons à son expédition.',
  order_summary: 'Récapitulatif de la commande',
  quantity: 'Quantité : {{count}}',
  recent_order: 'Voir la page de remerciement d’une commande récente',
  footer_text: 'Une boutique de démonstration de l’application d’avis produits.',
  not_found_title: 'Page introuvable',
  not_found_text: 'Cette page n’existe pas. Elle a peut-être été déplacée, ou l’adresse est mal saisie.',
  back_home: 'Retour à l’accueil',
  no_products: 'Aucun produit pour le moment.',
};

const DE: Partial<Record<ThemeWord, string>> = {
  home: 'Startseite',
  catalog: 'Katalog',
  reviews: 'Bewertungen',
  language: 'Sprache',
  main_nav: 'Hauptmenü',
  hero_title: 'Gemacht für jeden Tag',
  hero_text: 'Textilien, Holz, Keramik und mehr aus kleinen Werkstätten, bewertet von denen, die sie nutzen.',
  hero_button: 'Zum Katalog',
  featured: 'Ausgewählte Produkte',
  collections: 'Kollektionen',
  all_products: 'Alle Produkte',
  products_count: '{{count}} Produkte',
  add_to_cart: 'In den Warenkorb',
  description: '{{title}} von {{shop}}: für den Alltag ausgewählt und für lange gemacht. Kostenlose Rücksendung innerhalb von 30 Tagen.',
  in_collections: 'In',
  all_reviews_title: 'Kundenbewertungen',
  all_reviews_text: 'Was Kunden über den ganzen Shop sagen.',
  thank_you_title: 'Vielen Dank für Ihre Bestellung!',
  thank_you_text: 'Bestellung {{order}} ist bestätigt. Wir schreiben Ihnen, sobald sie versendet wird.',
  order_summary: 'Bestellübersicht',
  quantity: 'Menge: {{count}}',
  recent_order: 'Die Dankeseite einer aktuellen Bestellung ansehen',
  footer_text: 'Ein Demo-Shop für die Produktbewertungs-App.',
  not_found_title: 'Seite nicht gefunden',
  not_found_text: 'Diese Seite gibt es nicht. Vielleicht wurde sie verschoben oder die Adresse ist falsch.',
  back_home: 'Zur Startseite',
  no_products: 'Hier gibt es noch keine Produkte.',
};

const BY_LANGUAGE: Record<string, Partial<Record<ThemeWord, string>>> = { en: EN, fr: FR, de: DE };

/** The theme's text of a key in a language (English when missing), with `{{name}}` values filled in. */
export function themeWord(lang: string, key: ThemeWord, values: Record<string, string | number> = {}): string {
  const text = BY_LANGUAGE[lang]?.[key] ?? EN[key];
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
