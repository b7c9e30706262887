const found = new Set<string>();

/**
 * Whether IndexedDB holds a database of this name yet. On a first visit it holds none: reading one would only
 * create it empty, and creating it (Dexie's open and version upgrade) takes a phone's main thread for a good
 * part of a hundred milliseconds while the page is starting. True when the browser cannot list its databases.
 * A database, once found, is remembered; "not yet" is asked again, as a refresh may create it at any time.
 */
export async function databaseExists(name: string): Promise<boolean> {
  if (found.has(name)) return true;
  if (typeof indexedDB === 'undefined' || !('databases' in indexedDB)) return true;
  try {
    const exists = (await indexedDB.databases()).some((database) => database.name === name);
    if (exists) found.add(name);
    return exists;
  } catch {
    return true;
  }
}
