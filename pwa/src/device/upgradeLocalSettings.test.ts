import { describe, expect, it } from 'vitest';
import { DEVICE_VERSION, deviceVersions } from './deviceSchema';
import { checkInLogSetting, commentDraftSetting, postDraftSetting, readSetting } from './localSettings';
import { CHECK_IN_LOG_KEY, DEVICE_VERSION_KEY } from './names';
import { MemoryStorage } from './memoryStorage';
import { upgradeLocalSettings } from './upgradeLocalSettings';

const OLD_CHECK_IN_LOG = 'pontiac-hub-check-ins';
const checkIn = {
  id: '4f7d1c9e-2b1a-4c55-9a57-2d8f3e4b6a10',
  eventId: 'c0a80121-7ac0-4e1c-9b3e-1f2d3c4b5a60',
  carNumber: 12,
  checkedInAt: '2031-06-01T15:02:00.000Z',
  answer: null,
};

describe('the device schema', () => {
  it('numbers its versions from 1 upwards with no gap, the device version being the newest', () => {
    expect(deviceVersions.map((step) => step.version)).toEqual(deviceVersions.map((_, index) => index + 1));
    expect(DEVICE_VERSION).toBe(deviceVersions.length);
  });
});

describe('upgradeLocalSettings', () => {
  it('brings what version 4 stored into today’s shape: the check-in log under its new key, comment drafts as JSON', () => {
    const storage = new MemoryStorage();
    storage.setItem(OLD_CHECK_IN_LOG, JSON.stringify([checkIn]));
    storage.setItem('pontiac-hub:draft:comment:post-1', 'My "400" intake, half written');
    storage.setItem(postDraftSetting.key, JSON.stringify({ communitySlug: 'gto', title: 'Tri-Power', body: '', url: '' }));

    upgradeLocalSettings(storage);

    expect(readSetting(checkInLogSetting, storage)).toEqual([checkIn]);
    expect(storage.getItem(OLD_CHECK_IN_LOG)).toBeNull();
    expect(readSetting(commentDraftSetting('comment:post-1'), storage)).toBe('My "400" intake, half written');
    expect(readSetting(postDraftSetting, storage)).toEqual({ communitySlug: 'gto', title: 'Tri-Power', body: '', url: '' });
    expect(storage.getItem(DEVICE_VERSION_KEY)).toBe(String(DEVICE_VERSION));
  });

  it('runs a step once: a second start leaves the upgraded drafts as they are', () => {
    const storage = new MemoryStorage();
    storage.setItem('pontiac-hub:draft:reply:comment-9', 'Same here');
    upgradeLocalSettings(storage);
    upgradeLocalSettings(storage);
    expect(readSetting(commentDraftSetting('reply:comment-9'), storage)).toBe('Same here');
  });

  it('does not encode a draft twice when the version reached could not be noted the first time', () => {
    const storage = new MemoryStorage();
    storage.setItem('pontiac-hub:draft:comment:post-2', 'Rally II wheels');
    upgradeLocalSettings(storage);
    storage.removeItem(DEVICE_VERSION_KEY);
    upgradeLocalSettings(storage);
    expect(readSetting(commentDraftSetting('comment:post-2'), storage)).toBe('Rally II wheels');
  });

  it('keeps a check-in log already under its new key over an older one', () => {
    const storage = new MemoryStorage();
    const newer = { ...checkIn, id: 'b7e2a1f0-0c3d-4e5f-8a9b-1c2d3e4f5a6b', carNumber: 40 };
    storage.setItem(CHECK_IN_LOG_KEY, JSON.stringify([newer]));
    storage.setItem(OLD_CHECK_IN_LOG, JSON.stringify([checkIn]));
    upgradeLocalSettings(storage);
    expect(readSetting(checkInLogSetting, storage)).toEqual([newer]);
    expect(storage.getItem(OLD_CHECK_IN_LOG)).toBeNull();
  });

  it('notes the version on a first visit and stores nothing else', () => {
    const storage = new MemoryStorage();
    upgradeLocalSettings(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem(DEVICE_VERSION_KEY)).toBe(String(DEVICE_VERSION));
  });
});

describe('readSetting', () => {
  it('reads a value that no longer fits its schema as absent', () => {
    const storage = new MemoryStorage();
    storage.setItem(checkInLogSetting.key, JSON.stringify([{ ...checkIn, carNumber: 'twelve' }]));
    storage.setItem(postDraftSetting.key, 'not JSON');
    expect(readSetting(checkInLogSetting, storage)).toBeNull();
    expect(readSetting(postDraftSetting, storage)).toBeNull();
  });
});
