import type { LanguageWords, ReviewLanguage } from './review-word-types';
import { REVIEW_WORDS_MORE } from './review-words-more';

const EN: LanguageWords = {
  good: {
    titles: ['Absolutely love it', 'Exceeded my expectations', 'Beautiful quality', 'Perfect gift', 'Worth every penny', 'Five stars, no doubt', 'Better than the photos', 'Would buy again'],
    sentences: [
      'The {p} arrived quickly and was packed with care.',
      'Quality is excellent and it feels built to last.',
      'The colour is exactly like the pictures, maybe even nicer.',
      'I bought one for my sister as well and she loves it too.',
      'It fits our living room perfectly.',
      'You can tell real craftsmanship went into this {p}.',
      'Customer service answered my question within an hour.',
      'After three months of daily use it still looks brand new.',
    ],
  },
  mixed: {
    titles: ['Nice but a bit small', 'Good, not great', 'Decent for the price', 'Took a while to arrive'],
    sentences: [
      'The {p} is nice, but smaller than I expected.',
      'Shipping took almost two weeks.',
      'The finish has a few small marks, nothing serious.',
      'Good value, although the colour is a little darker in person.',
      'Instructions could be clearer.',
    ],
  },
  bad: {
    titles: ['Disappointed', 'Not as described', 'Arrived damaged', 'Would not recommend'],
    sentences: [
      'The {p} arrived with a crack on one side.',
      'It looks nothing like the photos on the site.',
      'The material feels cheap and thin.',
      'I asked for a replacement and am still waiting for an answer.',
      'It started to fall apart after a couple of weeks.',
    ],
  },
  firstNames: ['Emma', 'Olivia', 'Liam', 'Noah', 'Ava', 'Sophia', 'James', 'Lucas', 'Mia', 'Amelia', 'Ethan', 'Harper', 'Jack', 'Grace', 'Oscar', 'Chloe', 'Daniel', 'Ruby', 'Henry', 'Zoe'],
  lastNames: ['Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thomas', 'Walker', 'Clarke', 'Hughes', 'Patel', "O'Brien", 'Nguyen', 'Martin'],
  countries: ['US', 'US', 'US', 'GB', 'GB', 'CA', 'AU', 'IE', 'NZ'],
  replies: [
    'Thank you so much for your kind words! We are thrilled you love it.',
    'Thanks for the lovely review. Enjoy your new piece!',
    'Thank you for the honest feedback, we have passed it on to our workshop.',
    'We are sorry to hear this. Our team has emailed you to make it right.',
  ],
  joiner: ' ',
};

const DE: LanguageWords = {
  good: {
    titles: ['Absolut begeistert', 'Top Qualität', 'Sehr schön', 'Klare Kaufempfehlung', 'Besser als erwartet'],
    sentences: [
      'Die Lieferung war schnell und sehr gut verpackt.',
      'Die Qualität ist hervorragend, man merkt die Handarbeit.',
      'Die Farbe ist genau wie auf den Fotos.',
      'Passt perfekt in unser Wohnzimmer.',
      'Ich würde jederzeit wieder hier bestellen.',
    ],
  },
  mixed: {
    titles: ['Ganz gut', 'Ordentlich, aber klein', 'Okay für den Preis'],
    sentences: ['Etwas kleiner als gedacht.', 'Der Versand hat leider fast zwei Wochen gedauert.', 'Insgesamt in Ordnung, aber nicht perfekt.'],
  },
  bad: {
    titles: ['Enttäuscht', 'Leider beschädigt', 'Nicht wie beschrieben'],
    sentences: ['Das Produkt kam beschädigt an.', 'Die Verarbeitung ist leider schlecht.', 'Sieht ganz anders aus als auf den Bildern.'],
  },
  firstNames: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Marie', 'Paul', 'Sophie', 'Jürgen', 'Käthe'],
  lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann'],
  countries: ['DE', 'DE', 'DE', 'AT', 'CH'],
  replies: ['Vielen Dank für Ihre tolle Bewertung!', 'Das tut uns leid. Wir haben Ihnen eine E-Mail geschickt, um das zu klären.'],
  joiner: ' ',
};

const FR: LanguageWords = {
  good: {
    titles: ['Magnifique', 'Très belle qualité', 'Je recommande', 'Parfait', 'Un vrai coup de cœur'],
    sentences: [
      'Livraison rapide et emballage soigné.',
      'La qualité est vraiment au rendez-vous.',
      "La couleur est exactement celle des photos.",
      "C'est un cadeau qui a fait très plaisir.",
      'Je commanderai à nouveau sans hésiter.',
    ],
  },
  mixed: {
    titles: ['Correct', 'Bien, mais un peu petit', 'Bon rapport qualité-prix'],
    sentences: ['Un peu plus petit que prévu.', 'La livraison a pris du temps.', "Bien dans l'ensemble, quelques petits défauts."],
  },
  bad: {
    titles: ['Déçu', 'Arrivé abîmé', 'Pas conforme'],
    sentences: ['Le produit est arrivé abîmé.', 'La qualité ne correspond pas au prix.', "Rien à voir avec les photos, hélas."],
  },
  firstNames: ['Camille', 'Léa', 'Hugo', 'Louis', 'Chloé', 'Inès', 'Théo', 'Zoé', 'Gabriel'],
  lastNames: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard'],
  countries: ['FR', 'FR', 'FR', 'BE', 'CA', 'CH'],
  replies: ['Merci beaucoup pour votre avis !', 'Nous sommes désolés, notre équipe vous a contacté par e-mail.'],
  joiner: ' ',
};

/** Words of every demo review language. */
export const REVIEW_WORDS: Readonly<Record<ReviewLanguage, LanguageWords>> = { en: EN, de: DE, fr: FR, ...REVIEW_WORDS_MORE };

/** Languages with their share of the demo reviews (English mostly). */
export const LANGUAGE_WORDS_LIST: readonly (readonly [ReviewLanguage, number])[] = [
  ['en', 70], ['de', 8], ['fr', 7], ['es', 6], ['nl', 5], ['ja', 4],
];
