/**
 * The names of everything this app keeps on a device. What each holds, version by version, is the device schema
 * (deviceSchema.ts); the names stand alone here so the first screen can ask whether a store exists, and the service
 * worker can open a cache, without loading any schema.
 */

/** The offline mirror: the catalogue, value guide, DIY videos and communities; refilled from the server at any time. */
export const MIRROR_DB_NAME = 'pontiac-hub-offline';
/** Writes made on this device that still have to reach the server: never cleared by the app. */
export const OUTBOX_DB_NAME = 'pontiac-hub-outbox';
/** Shows saved for offline and "My show" stars: kept until the member removes them. */
export const SHOWS_DB_NAME = 'pontiac-hub-shows';

/** App files left out of the precache, kept once a page has loaded them (shared/pwa/caches.ts). */
export const LAZY_ASSETS_CACHE = 'lazy-assets';
/** Model pictures a page has shown, so a catalogue seen online keeps its pictures offline (bounded). */
export const MODEL_IMAGES_CACHE = 'model-images';
/**
 * The models' drawings: all of them, stored once the catalogue is on the device, so that every model
 * card shows its drawing with no signal. Emptied when a new version of the app takes over (its drawings may differ).
 */
export const CAR_DRAWINGS_CACHE = 'car-drawings';
/** A saved show's pictures (thumbnails, venue map), stored when the show is saved and kept until it is removed. */
export const SHOW_PICTURES_CACHE = 'show-pictures';
/**
 * Every cache the app keeps, besides workbox's precache of the app's files (named by workbox, cleaned by it).
 * The service worker deletes any other cache as it activates: what an older version kept under another name.
 */
export const DEVICE_CACHES: readonly string[] = [LAZY_ASSETS_CACHE, MODEL_IMAGES_CACHE, SHOW_PICTURES_CACHE, CAR_DRAWINGS_CACHE];
export const isPrecache = (cacheName: string) => cacheName.startsWith('workbox-precache');

/** Local settings (localStorage) all begin with this, so the device's own keys are told from anything else. */
export const LOCAL_SETTINGS_PREFIX = 'pontiac-hub:';
/** The device schema's version the local settings were last brought to (deviceSchema.ts). */
export const DEVICE_VERSION_KEY = `${LOCAL_SETTINGS_PREFIX}device-version`;
/** A half-written post. */
export const POST_DRAFT_KEY = `${LOCAL_SETTINGS_PREFIX}post-draft`;
/** Half-written comments and replies, one per box (`comment:<post id>`, `reply:<comment id>`) after this prefix. */
export const COMMENT_DRAFT_PREFIX = `${LOCAL_SETTINGS_PREFIX}draft:`;
/** The gate's check-ins made on this device. */
export const CHECK_IN_LOG_KEY = `${LOCAL_SETTINGS_PREFIX}check-ins`;
/** The member this device last knew signed in (their current-user shape), removed when they sign out. */
export const CURRENT_MEMBER_KEY = `${LOCAL_SETTINGS_PREFIX}current-member`;
/** Shows the member removed from this device, which are then not saved again on their day without asking. */
export const REMOVED_SHOWS_KEY = `${LOCAL_SETTINGS_PREFIX}removed-shows`;
