import { formatNumber } from '../../lib/format';

/** How the shop writes prices: its `currency_format` (store call), else its currency symbol. */
export interface ShopCurrency {
  /** The shop's money format, e.g. `${{amount}}` or `{{amount_with_comma_separator}} €` (may hold HTML). */
  currencyFormat?: string | undefined;
  /** The shop's currency symbol (`get_user_info`), used when there is no format. */
  currencySymbol?: string | undefined;
}

/** Groups `digits` with `group` every three digits and joins the decimals with `decimal`. */
function separate(amount: number, decimals: number, group: string, decimal: string): string {
  const [whole = '0', fraction] = amount.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

const AMOUNTS: Record<string, (n: number) => string> = {
  amount: (n) => separate(n, 2, ',', '.'),
  amount_no_decimals: (n) => separate(n, 0, ',', '.'),
  amount_with_comma_separator: (n) => separate(n, 2, '.', ','),
  amount_no_decimals_with_comma_separator: (n) => separate(n, 0, '.', ','),
  amount_with_space_separator: (n) => separate(n, 2, ' ', ','),
  amount_no_decimals_with_space_separator: (n) => separate(n, 0, ' ', ''),
  amount_with_apostrophe_separator: (n) => separate(n, 2, "'", '.'),
};

/**
 * A variant's price the shop's way: through its `currency_format` when known (the placeholders of
 * the store's money formats; HTML dropped), else the number in the interface language with the
 * shop's currency symbol before it. A price that is not a number is shown as given.
 */
export function formatShopPrice(lng: string, price: string | number, currency: ShopCurrency): string {
  const amount = typeof price === 'number' ? price : Number(price);
  if (price === '' || !Number.isFinite(amount)) return String(price);
  const format = currency.currencyFormat?.replace(/<[^>]*>/g, '').trim();
  if (format && /\{\{\s*\w+\s*\}\}/.test(format)) {
    return format.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => AMOUNTS[name]?.(amount) ?? AMOUNTS.amount!(amount));
  }
  const number = formatNumber(lng, amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency.currencySymbol ? `${currency.currencySymbol}${number}` : number;
}
