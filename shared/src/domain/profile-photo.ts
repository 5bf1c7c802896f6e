/** The blank image every account starts with, shipped with the web app. */
export const BLANK_PROFILE_PHOTO = '/images/blank-profile.svg';

/** An absolute http(s) URL: its host, then its path (no query, no fragment) in group 1. */
const WEB_URL_PATH = /^https?:\/\/[^/?#\\\s]+(\/[^?#\\\s]*)$/i;

/**
 * A profile photo as the shop shows and keeps it. At registration the web app sets the account's
 * Auth photo to its blank image as an absolute URL on the page's own origin (Auth wants a URL),
 * which is a custom domain in production, a moved one later, or another port on a developer's
 * machine: on any origin that path is the shop's own image, so it is kept as the path (shown from
 * wherever the shop is now, not refused as an outside link by the API or by the page's
 * Content-Security-Policy). Every other URL (another path, a query, the path written any other
 * way) is returned as it came, to be checked.
 */
export function profilePhotoOf(url: string): string {
  return WEB_URL_PATH.exec(url)?.[1] === BLANK_PROFILE_PHOTO ? BLANK_PROFILE_PHOTO : url;
}
