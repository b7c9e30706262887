import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/device/memoryStorage';
import type { CurrentUser } from '@shared/auth/current-user';
import { currentMemberSetting } from '@/device/currentMemberSetting';
import { DRAWING_FRAME_NAME } from '@/device/drawingFrame';
import { readSetting } from '@/device/settingStorage';

const mona: CurrentUser = {
  id: '6f1d8a52-3c1e-4b7a-9d1e-2a4b5c6d7e8f',
  name: 'Mona Member',
  roles: ['member'],
  avatarUrl: null,
  location: null,
  bio: null,
  createdAt: '2026-11-30T18:00:00.000Z',
  emailConfirmed: true,
};

/** The module afresh (it reads localStorage once), in a page or in the hidden frame a show's tab is drawn in. */
async function rememberedMemberIn(where: 'page' | 'drawing frame') {
  const page = { name: '' } as { name: string; parent?: unknown };
  page.parent = page;
  vi.stubGlobal('window', where === 'page' ? page : { name: DRAWING_FRAME_NAME, parent: page });
  vi.resetModules();
  return import('./rememberedMember');
}

describe('the member remembered on the device', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is what the server last said in the page: a member, then nobody', async () => {
    const { rememberMember } = await rememberedMemberIn('page');
    rememberMember(mona);
    expect(readSetting(currentMemberSetting)).toEqual(mona);
    rememberMember(null);
    expect(readSetting(currentMemberSetting)).toBeNull();
  });

  it('is never changed by the drawing frame, whose answer may predate a sign-in or sign-out in the page', async () => {
    (await rememberedMemberIn('page')).rememberMember(mona);
    const { rememberMember } = await rememberedMemberIn('drawing frame');
    rememberMember(null);
    expect(readSetting(currentMemberSetting)).toEqual(mona);
  });
});
