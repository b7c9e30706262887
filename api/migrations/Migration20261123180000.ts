import { Migration } from '@mikro-orm/migrations';

/** DIY videos: the model years a video is about, both or neither, within the catalogue's years. */
export class Migration20261123180000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "diy_videos" add column "year_from" smallint null, add column "year_to" smallint null;`);
    this.addSql(
      `alter table "diy_videos" add constraint "diy_videos_years_check" check ((year_from is null and year_to is null) or (year_from between 1958 and 1989 and year_to between year_from and 1989));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "diy_videos" drop constraint if exists "diy_videos_years_check";`);
    this.addSql(`alter table "diy_videos" drop column if exists "year_from", drop column if exists "year_to";`);
  }
}
