import { Migration } from '@mikro-orm/migrations';

/**
 * Each model image's card-size copy, made on upload from now on. Images uploaded before keep null: the
 * model's card then falls back to the full image (api/catalogue/model-picture.ts) rather than this migration
 * re-encoding files, which live in the upload store, not in the database, and may be many.
 */
export class Migration20261126080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "model_images" add column "card_image_url" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "model_images" drop column if exists "card_image_url";`);
  }
}
