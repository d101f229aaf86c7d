import type { LanguageWords } from './review-word-types';

const ES: LanguageWords = {
  good: {
    titles: ['Me encanta', 'Excelente calidad', 'Muy recomendable', 'Precioso', 'Mejor de lo esperado'],
    sentences: [
      'Llegó rápido y muy bien embalado.',
      'La calidad es excelente, se nota el trabajo artesanal.',
      'El color es igual que en las fotos.',
      'Queda perfecto en nuestro salón.',
      'Volveré a comprar sin duda.',
    ],
  },
  mixed: {
    titles: ['Está bien', 'Bonito pero pequeño', 'Correcto por el precio'],
    sentences: ['Es un poco más pequeño de lo que esperaba.', 'El envío tardó casi dos semanas.', 'En general bien, con algún detalle mejorable.'],
  },
  bad: {
    titles: ['Decepcionado', 'Llegó dañado', 'No es lo que esperaba'],
    sentences: ['El producto llegó dañado.', 'La calidad es bastante mala.', 'No se parece a las fotos.'],
  },
  firstNames: ['Lucía', 'Mateo', 'Sofía', 'Martín', 'Valentina', 'Hugo', 'Paula', 'Diego'],
  lastNames: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero'],
  countries: ['ES', 'ES', 'MX', 'AR', 'CO', 'CL'],
  replies: ['¡Muchas gracias por tu reseña!', 'Lo sentimos mucho, te hemos escrito para solucionarlo.'],
  joiner: ' ',
};

const JA: LanguageWords = {
  good: {
    titles: ['とても気に入りました', '品質が素晴らしい', 'おすすめです', '期待以上でした'],
    sentences: [
      '配送が早く、梱包も丁寧でした。',
      '作りがしっかりしていて長く使えそうです。',
      '色は写真の通りでとても綺麗です。',
      'プレゼントにしたらとても喜ばれました。',
      'また注文したいと思います。',
    ],
  },
  mixed: {
    titles: ['まあまあです', '少し小さめ'],
    sentences: ['思っていたより少し小さかったです。', '届くまでに時間がかかりました。', '全体的には満足ですが、細かい傷がありました。'],
  },
  bad: {
    titles: ['残念でした', '破損していました'],
    sentences: ['商品が破損した状態で届きました。', '写真とかなり印象が違います。', '品質が価格に見合っていません。'],
  },
  firstNames: ['花子', '太郎', '美咲', '翔太', '陽菜', '蓮'],
  lastNames: ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺'],
  countries: ['JP'],
  replies: ['ご購入いただき、素敵なレビューをありがとうございます。', 'ご迷惑をおかけして申し訳ございません。メールにてご連絡いたしました。'],
  joiner: '',
};

const NL: LanguageWords = {
  good: {
    titles: ['Heel blij mee', 'Prachtige kwaliteit', 'Aanrader', 'Beter dan verwacht'],
    sentences: [
      'Snel geleverd en goed verpakt.',
      'De kwaliteit is uitstekend.',
      'De kleur is precies zoals op de foto.',
      'Past perfect in onze woonkamer.',
      'Ik bestel hier zeker nog eens.',
    ],
  },
  mixed: {
    titles: ['Prima', 'Mooi maar klein'],
    sentences: ['Iets kleiner dan verwacht.', 'De levering duurde bijna twee weken.', 'Goed voor de prijs, al is het niet perfect.'],
  },
  bad: {
    titles: ['Teleurgesteld', 'Beschadigd aangekomen'],
    sentences: ['Het product kwam beschadigd aan.', 'De kwaliteit valt erg tegen.', 'Lijkt niet op de foto’s.'],
  },
  firstNames: ['Daan', 'Emma', 'Sem', 'Julia', 'Lotte', 'Bram'],
  lastNames: ['de Jong', 'Jansen', 'de Vries', 'van Dijk', 'Bakker', 'Visser'],
  countries: ['NL', 'NL', 'BE'],
  replies: ['Hartelijk dank voor je mooie review!', 'Wat vervelend, we hebben je een e-mail gestuurd om het op te lossen.'],
  joiner: ' ',
};

/** Words of the languages besides English, German and French. */
export const REVIEW_WORDS_MORE = { es: ES, ja: JA, nl: NL } as const;
