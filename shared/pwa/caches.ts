/**
 * Cache Storage names the page and the service worker share. A saved show's pictures (every entry's thumbnail and
 * the venue map) are stored by the page when the member saves the show, and served from here by the service worker
 * with no signal; they stay until the show is removed from the device, unlike the bounded cache of images seen.
 */
export const SHOW_PICTURES_CACHE = 'show-pictures';
