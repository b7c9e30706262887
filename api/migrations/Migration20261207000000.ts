import { Migration } from '@mikro-orm/migrations';

/**
 * DIY videos once seeded that are not about a Pontiac of 1958–1989 (a drum-brake job on a 2002 truck, a stuck drum on
 * another make, an early-1950s straight-eight, a barn find of another make, a history of the whole division). The seed
 * no longer has them and only adds what is missing, so an existing database loses them here.
 */
export const REMOVED_DIY_VIDEO_IDS = ['-9g13eqgN2I', 'y6jpNC6emOQ', '2QBSy4v20jk', 'N4OnuvJg9gM', 'z-Z0fOJ8bFM'] as const;

export class Migration20261207000000 extends Migration {
  override async up(): Promise<void> {
    const ids = REMOVED_DIY_VIDEO_IDS.map((id) => `'${id}'`).join(', ');
    this.addSql(`delete from "diy_videos" where "youtube_id" in (${ids});`);
  }

  override async down(): Promise<void> {
    // The seed data no longer holds them: nothing to bring back.
  }
}
