import { demoSales, demoTools } from './demo-data';

/** The demo customer's two open orders: the first two tools at their minimum order. */
export const customerOrders = demoTools.slice(0, 2).map((tool, i) => ({
  id: `demo-order-${i + 1}`,
  tool,
  quantity: tool.minOrder,
  status: i === 0 ? ('processing' as const) : ('pending' as const),
  minutesAgo: 120 - i,
}));

/** Pieces ordered of a tool in the demo shop: the trade sales and the customer's orders (none cancelled). */
export function unitsOrderedOf(toolId: string): number {
  const sold = demoSales.filter((s) => s.toolId === toolId).reduce((sum, s) => sum + s.quantity, 0);
  return sold + customerOrders.filter((o) => o.tool.id === toolId).reduce((sum, o) => sum + o.quantity, 0);
}
