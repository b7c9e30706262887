import type { z } from 'zod';

/** A local setting (localSettings.ts): its key and the schema of what is stored under it. */
export interface LocalSetting<T> {
  key: string;
  schema: z.ZodType<T>;
}

/** The stored value, or null when there is none or it cannot be read (an unknown shape, storage blocked). */
export function readSetting<T>(setting: LocalSetting<T>, storage?: Storage): T | null {
  try {
    storage ??= localStorage;
    const stored = storage.getItem(setting.key);
    if (stored === null) return null;
    const parsed = setting.schema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores the value (null removes it). Storage full or blocked: the app goes on, only the value is not kept. */
export function writeSetting<T>(setting: LocalSetting<T>, value: T | null, storage?: Storage): void {
  try {
    storage ??= localStorage;
    if (value === null) storage.removeItem(setting.key);
    else storage.setItem(setting.key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): nothing more to do.
  }
}
