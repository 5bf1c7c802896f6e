/**
 * How long a wait goes without a spinner. Most waits end sooner (a page's data, the session), and
 * until then nothing on the page moves: MUI's spinner animates its stroke on the main thread, so
 * every frame it draws is work taken from the page loading beside it (a new frame every 16 ms for
 * as long as it turns, and most of all in the first second, when a phone is busiest).
 */
export const SPINNER_DELAY_MS = 1000;
