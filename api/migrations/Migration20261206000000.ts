import { Migration } from '@mikro-orm/migrations';

/**
 * Each model image's medium copy (phones get it in the model page header's srcset), made on upload from now
 * on; the server makes the missing ones of earlier images in the background as it starts (api/catalogue/image-copies.ts).
 */
export class Migration20261206000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "model_images" add column "medium_image_url" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "model_images" drop column if exists "medium_image_url";`);
  }
}
