import { paths } from '../config/paths';

/**
 * The signed-in pages that have a frame (app/page-frames.tsx): what the page shows while its data
 * loads, pre-rendered to web/dist/frames/{name}.html (prerender/prerendered-pages.ts).
 */
export const pageFrames = [
  { pattern: paths.cart, name: 'cart', drawsBeforeSdk: true },
  { pattern: paths.quickOrder, name: 'quick-order', drawsBeforeSdk: true },
  { pattern: paths.dashboard.myOrders, name: 'my-orders', drawsBeforeSdk: true },
  { pattern: paths.dashboard.orderPattern, name: 'order-details', drawsBeforeSdk: true },
  { pattern: paths.dashboard.analytics, name: 'analytics', drawsBeforeSdk: true },
] as const;

export type PageFrameName = (typeof pageFrames)[number]['name'];

/** The frames' drawing as Vite's manifest names it: out of the app's entry, preloaded by a frame's HTML. */
export const framesModule = 'src/app/page-frame-views.tsx';
