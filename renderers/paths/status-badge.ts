/*
 * A README opens with status badges (build passing, version, subscribers): small live images from a badge service,
 * shown on the project's web page. Not fetched, their alt text in brackets ("[Build Status]") printed in the book
 * as if a figure were missing; they are left out quietly instead, with the author told once at each.
 */

/** Hosts that serve nothing but badges. */
const BADGE_HOSTS =
  /^(?:img\.shields\.io|shields\.io|badgen\.net|badge\.fury\.io|flat\.badgen\.net|david-dm\.org)$/i;

/** A badge served by a CI or coverage service beside its other pages: named so in its path. */
const BADGE_PATH = /(?:^|\/)badges?(?:\.svg|\.png)?(?:\/|$)|badge\.svg$|\/status\.svg$|\.svg\?branch=/i;

/** Whether a remote image's address is a status badge (see above). */
export function isStatusBadge(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address.startsWith('//') ? `https:${address}` : address);
  } catch {
    return false;
  }
  return BADGE_HOSTS.test(url.hostname) || BADGE_PATH.test(`${url.pathname}${url.search}`);
}
