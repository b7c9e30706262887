import { currentUserSchema, type CurrentUser } from '@shared/auth/current-user';
import { CURRENT_MEMBER_KEY } from './names';
import type { LocalSetting } from './settingStorage';

/**
 * The member the server last said is signed in on this device, removed when it says nobody is. Read synchronously as
 * the app starts, before the saved query cache (IndexedDB, read asynchronously and possibly late or never), so the
 * header knows them with no signal. A file of its own: the header reads it on every first screen, without the other
 * settings' schemas.
 */
export const currentMemberSetting: LocalSetting<CurrentUser> = { key: CURRENT_MEMBER_KEY, schema: currentUserSchema };
