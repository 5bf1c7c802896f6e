/**
 * Dollars as a chart's axis shows them: short enough never to be cut ($6k, $4.5k, $1.2M, $950).
 * The figures themselves (tooltips, the tables) keep formatPrice's cents.
 */
const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

export function formatCompactMoney(dollars: number): string {
  // Intl writes thousands as "K"; the shop writes "$6k".
  return compact.format(dollars).replace('K', 'k');
}
