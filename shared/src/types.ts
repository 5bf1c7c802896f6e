/** Shapes that cross the wire between the web app and the API (the spec's field names). */

/** A price break: from `minQuantity` pieces, each costs `price` dollars (stored as cents). */
export interface PriceTier {
  minQuantity: number;
  price: number;
}

export interface Tool {
  _id: string;
  toolName: string;
  /** List price per piece in dollars (stored as integer cents). */
  price: number;
  minOrder: number;
  available: number;
  toolDescription: string;
  imageLink: string;
  /** The shop's stock-keeping unit: unique, upper-case letters, digits and -. */
  sku: string;
  /** The id of one of the shop's categories (GET /api/categories). */
  category: string;
  /** Volume pricing, by increasing minQuantity and decreasing price; may be empty. */
  priceTiers: PriceTier[];
  /** Pieces sold by orders that were not cancelled (read-only). */
  unitsOrdered: number;
}

/** A tool as admin endpoints show it: also whether it is archived (off the catalogue). */
export interface AdminTool extends Tool {
  archived: boolean;
}

export interface Category {
  id: string;
  name: string;
  /** Tools of the category on the catalogue (archived ones are not). */
  toolCount: number;
}

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type PaymentStatus = 'unpaid' | 'paid';

export interface OrderToolSnapshot {
  _id: string;
  toolName: string;
  price: number;
  imageLink: string;
}

export interface Order {
  _id: string;
  userName: string;
  userEmail: string;
  phoneNumber: string;
  tool: OrderToolSnapshot;
  orderQuantity: number;
  orderAddress: string;
  totalBill: number;
  status: OrderStatus;
  payment: PaymentStatus;
  createdAt: string | null;
}

/** A review as anyone may read it: no e-mail address or account id. */
export interface Review {
  _id: string;
  reviewerName: string;
  reviewText: string;
  reviewRating: number;
  reviewerImage: string;
  createdAt: string | null;
}

export interface UserProfile {
  _id: string;
  email: string;
  displayName: string;
  photoURL: string;
  education?: string;
  location?: string;
  phoneNumber?: string;
  role?: 'admin';
}

export interface Inquiry {
  _id: string;
  email: string;
  createdAt: string | null;
}

export type ApiErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'conflict'
  | 'precondition-failed'
  | 'payload-too-large'
  | 'too-many-requests'
  | 'unavailable'
  | 'internal';

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    /** Field name → message, for 400s from validation. */
    fields?: Record<string, string>;
    /**
     * For a 412 (stale If-Match) or a 409 on a changed price: what is true now, so the client can
     * show it and ask again (`tool` for a tool edit; `price` and `totalBill` for an order).
     */
    current?: { tool?: AdminTool; price?: number; totalBill?: number };
  };
}
