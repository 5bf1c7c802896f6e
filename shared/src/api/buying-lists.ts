/**
 * Buying lists (`/api/lists`): a signed-in account's saved lines of tools and quantities, to put in
 * the cart again in one go. A list may be shared with the owner's company: every member then sees
 * and edits it. Adding a list to the cart checks each line by the cart's own rule (the order rule
 * of shared/src/domain/stock.ts and case-pack.ts) and names the lines that cannot be ordered.
 */

export const MAX_BUYING_LIST_NAME_LENGTH = 100;
/** A list holds 1 to this many lines, each tool once. */
export const MAX_BUYING_LIST_LINES = 200;
/** The largest quantity a list's line may hold (stock and the tool's rules are checked when added to the cart). */
export const MAX_BUYING_LIST_QUANTITY = 100_000;

export interface BuyingListLine {
  toolId: string;
  quantity: number;
}

/** A line as a reader sees it: the tool's name and SKU now (null: the tool no longer exists). */
export interface BuyingListLineView extends BuyingListLine {
  toolName: string | null;
  sku: string | null;
  /** The tool is archived (no longer sold). */
  archived: boolean;
}

export interface BuyingList {
  id: string;
  name: string;
  /** Seen and edited by every member of `companyId`. */
  shared: boolean;
  /** Who made it. */
  owner: { uid: string; name: string };
  /** The owner's company when the list was last saved (null: the owner was in none). */
  companyId: string | null;
  /** The caller made it. */
  mine: boolean;
  lines: BuyingListLineView[];
  /** ISO 8601. */
  createdAt: string | null;
  updatedAt: string | null;
}

/** A line of a list put in the cart: its quantity there now and its unit price (dollars) at that quantity. */
export interface BuyingListAddedLine extends BuyingListLine {
  toolName: string;
  /** The cart's quantity of the tool now (the list's added to what the cart held). */
  cartQuantity: number;
  /** What the caller pays a piece at `cartQuantity` today: their contract price where they have one. */
  unitPrice: number;
}

/** A line left out, with why (the cart's messages). */
export interface BuyingListRefusedLine extends BuyingListLine {
  toolName: string | null;
  message: string;
}

/** `POST /api/lists/{id}/add-to-cart`: what went in, what did not, and the cart as saved. */
export interface BuyingListCartResult {
  added: BuyingListAddedLine[];
  refused: BuyingListRefusedLine[];
  cart: { lines: BuyingListLine[]; updatedAt: string | null };
}
