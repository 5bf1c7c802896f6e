/**
 * The browser build's `firebase/database` (vite.config.ts): the shop keeps no data in the Realtime
 * Database. reactfire imports it for its database hooks, which the shop never calls, in a table
 * built at import time, so the real SDK (about 45 kB compressed) would load on every page.
 * These stand-ins fail loudly if anything ever does call them.
 */
function noRealtimeDatabase(): never {
  throw new Error('Tools Hub has no Realtime Database: firebase/database is not in the browser build');
}

export const get = noRealtimeDatabase;
export const off = noRealtimeDatabase;
export const onChildAdded = noRealtimeDatabase;
export const onChildChanged = noRealtimeDatabase;
export const onChildMoved = noRealtimeDatabase;
export const onChildRemoved = noRealtimeDatabase;
export const onValue = noRealtimeDatabase;
