import { headerTokens, normHeader, PRODUCT_FIELDS } from './headers';
import { IMPORT_FIELDS, type ColumnMapping, type ImportField } from './types';

/** Header names (comparable form) that suggest each field, best first. Several languages included. */
export const FIELD_SYNONYMS: Readonly<Record<ImportField, readonly string[]>> = {
  productId: ['productid', 'shopifyproductid', 'productexternalid', 'externalproductid', 'itemid', 'productidentifier'],
  productHandle: ['producthandle', 'handle', 'productslug', 'slug', 'producturl', 'productlink', 'url'],
  sku: ['sku', 'productsku', 'variantsku', 'itemsku'],
  rating: ['rating', 'stars', 'star', 'starrating', 'score', 'reviewscore', 'reviewrating', 'rate', 'note', 'bewertung', 'sterne', 'valutazione', 'puntuacion', 'nota', 'ocena'],
  title: ['title', 'reviewtitle', 'headline', 'subject', 'summary', 'titel', 'titre', 'titulo', 'titolo'],
  body: ['body', 'reviewbody', 'content', 'reviewcontent', 'review', 'text', 'reviewtext', 'comment', 'comments', 'message', 'description', 'feedback', 'kommentar', 'commentaire', 'comentario', 'commento'],
  author: ['author', 'authorname', 'name', 'reviewername', 'reviewer', 'customername', 'customer', 'displayname', 'nickname', 'username', 'fullname', 'nom', 'nombre', 'nome'],
  email: ['email', 'emailaddress', 'revieweremail', 'customeremail', 'authoremail', 'mail', 'courriel', 'correo'],
  date: ['date', 'reviewdate', 'createdat', 'datecreated', 'created', 'submittedat', 'submitted', 'submissiondate', 'publishedat', 'postedat', 'timestamp', 'datum', 'fecha'],
  reply: ['reply', 'response', 'merchantreply', 'storereply', 'shopreply', 'replytext', 'replycontent', 'answer', 'merchantresponse', 'antwort', 'reponse', 'respuesta'],
  replyDate: ['replydate', 'repliedat', 'replycreatedat', 'responsedate', 'answeredat', 'respondedat'],
  mediaUrls: ['mediaurls', 'media', 'mediaurl', 'pictureurls', 'pictureurl', 'pictures', 'picture', 'pics', 'pic', 'photourl', 'photourls', 'photos', 'photo', 'imageurls', 'imageurl', 'images', 'image', 'img', 'imgs', 'imgurl', 'imgurls', 'videourl', 'videos', 'video', 'attachments', 'bilder', 'bild', 'fotos', 'foto', 'immagini', 'imagenes'],
  verified: ['verified', 'verifiedpurchase', 'verifiedbuyer', 'isverified', 'isverifiedbuyer', 'verifiedreviewer'],
  country: ['countrycode', 'country', 'reviewercountry', 'land', 'pays', 'pais'],
  status: ['status', 'state', 'published', 'curated', 'visibility', 'moderationstatus', 'reviewstatus'],
  location: ['location', 'city', 'reviewerlocation'],
};

/** Headers never suggested for any field (product details, review ids, technical columns). */
const NEVER = new Set(['id', 'reviewid', 'producttitle', 'productname', 'productimage', 'productprice', 'ipaddress', 'ip', 'source', 'metaobjecthandle', 'orderid', 'ordernumber']);

/** Words that tie a header to some fields only (`reply_date` is never the review date). */
const QUALIFIERS: Readonly<Record<string, readonly ImportField[]>> = {
  product: PRODUCT_FIELDS,
  reply: ['reply', 'replyDate'],
  replied: ['reply', 'replyDate'],
  response: ['reply', 'replyDate'],
};

/** Lowest score that still counts as a suggestion. */
export const SUGGESTION_THRESHOLD = 0.5;

/** Edit distance with adjacent transpositions (optimal string alignment). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) d[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Joins of consecutive words (true when the run ends the header): [review, date] → review, reviewdate, date. */
function wordRuns(tokens: string[]): Map<string, boolean> {
  const runs = new Map<string, boolean>();
  for (let i = 0; i < tokens.length; i += 1) {
    for (let j = i + 1; j <= tokens.length; j += 1) {
      const run = tokens.slice(i, j).join('');
      runs.set(run, runs.get(run) === true || j === tokens.length);
    }
  }
  return runs;
}

/**
 * How well a header fits a field, 0..1: exact synonym 1; synonym as words 0.7–0.95, longer and
 * final words scoring higher (`Customer comment` is a comment); near-typo at most 0.75.
 */
export function headerScore(header: string, field: ImportField): number {
  const key = normHeader(header);
  if (key === '' || NEVER.has(key)) return 0;
  const tokens = headerTokens(header);
  for (const token of tokens) {
    const owners = QUALIFIERS[token];
    if (owners && !owners.includes(field)) return 0;
  }
  const runs = wordRuns(tokens);
  let best = 0;
  for (const synonym of FIELD_SYNONYMS[field]) {
    if (synonym === key) return 1;
    const final = runs.get(synonym);
    if (final !== undefined) best = Math.max(best, 0.7 + (0.2 * synonym.length) / key.length + (final ? 0.05 : 0));
    else if (synonym.length >= 4 && key.length >= 4) {
      const similarity = 1 - distance(key, synonym) / Math.max(key.length, synonym.length);
      if (similarity >= 0.8) best = Math.max(best, 0.75 * similarity);
    }
  }
  return best;
}

/** A suggested column mapping for headers of no known format, for the merchant to correct. */
export interface MappingSuggestion {
  mapping: ColumnMapping;
  /** Score (0..1) of each suggested field's header. */
  scores: Partial<Record<ImportField, number>>;
  /** Headers left unmapped. */
  unmapped: string[];
  /** Mean score over the required slots (product, rating, body, author); 0 for a missing slot. */
  confidence: number;
}

/**
 * Suggests a mapping by fuzzy header names: each header goes to the field it fits best
 * (synonyms in several languages, word matches, small typos), and each field takes the
 * best-fitting of the headers that chose it.
 */
export function suggestMapping(headers: readonly string[]): MappingSuggestion {
  const winners = new Map<ImportField, { header: string; score: number }>();
  const unmapped: string[] = [];
  for (const header of headers) {
    let field: ImportField | null = null;
    let score = 0;
    for (const candidate of IMPORT_FIELDS) {
      const s = headerScore(header, candidate);
      if (s > score) [field, score] = [candidate, s];
    }
    const current = field ? winners.get(field) : undefined;
    if (!field || score < SUGGESTION_THRESHOLD) unmapped.push(header);
    else if (!current || score > current.score) {
      if (current) unmapped.push(current.header);
      winners.set(field, { header, score });
    } else unmapped.push(header);
  }
  const mapping: ColumnMapping = {};
  const scores: Partial<Record<ImportField, number>> = {};
  for (const field of IMPORT_FIELDS) {
    const winner = winners.get(field);
    if (winner) [mapping[field], scores[field]] = [winner.header, Math.round(winner.score * 100) / 100];
  }
  const product = Math.max(0, ...PRODUCT_FIELDS.map((f) => scores[f] ?? 0));
  const slots = [product, scores.rating ?? 0, scores.body ?? 0, scores.author ?? 0];
  const confidence = Math.round((slots.reduce((a, b) => a + b, 0) / slots.length) * 100) / 100;
  return { mapping, scores, unmapped: headers.filter((h) => unmapped.includes(h)), confidence };
}
