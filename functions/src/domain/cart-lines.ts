import { checkOrderQuantity, quantityProblemMessage, type CartLine } from '@toolshub/shared';
import { badRequest } from '../errors';

/** What a cart line needs to know of its tool. */
export interface CartTool {
  toolName: string;
  minOrder: number;
  available: number;
  archived: boolean;
  /** Pieces per case (absent: 1). */
  orderMultiple?: number;
}

/**
 * A cart may hold only tools on sale, each in whole cases, between its minimum order and its stock
 * now (the order rule of shared/src/domain/stock.ts); stock is checked again at checkout, when it is taken. Every
 * bad line gets its message (`lines[i].toolId` / `.quantity`), and the cart is refused whole with 400.
 */
export async function refuseUnsellableCartLines(
  lines: readonly CartLine[],
  findTool: (id: string) => Promise<CartTool | null>,
): Promise<void> {
  const tools = await Promise.all(lines.map((line) => findTool(line.toolId)));
  const problems: Record<string, string> = {};
  lines.forEach((line, index) => {
    const tool = tools[index];
    const at = `lines[${index}]`;
    if (!tool) problems[`${at}.toolId`] = `No tool with id ${line.toolId}`;
    else if (tool.archived) problems[`${at}.toolId`] = `${tool.toolName} is no longer sold`;
    else {
      const problem = checkOrderQuantity(tool, line.quantity);
      if (problem) problems[`${at}.quantity`] = `${tool.toolName}: ${quantityProblemMessage(problem)}`;
    }
  });
  const messages = Object.values(problems);
  if (messages.length > 0) {
    const what = messages.length === 1 ? 'A line' : `${messages.length} lines`;
    throw badRequest(`${what} of this cart cannot be ordered`, problems);
  }
}
