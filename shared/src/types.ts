/** Shapes that cross the wire between the web app and the API (the spec's field names). */

export interface Tool {
  _id: string;
  toolName: string;
  /** Price per piece in dollars (stored as integer cents). */
  price: number;
  minOrder: number;
  available: number;
  toolDescription: string;
  imageLink: string;
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
    current?: { tool?: Tool; price?: number; totalBill?: number };
  };
}
