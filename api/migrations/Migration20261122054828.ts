import { Migration } from '@mikro-orm/migrations';

export class Migration20261122054828 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "events" add column "create_fingerprint" varchar(64) null;`);

    this.addSql(`alter table "event_images" add column "idempotency_key" uuid null;`);
    this.addSql(`alter table "event_images" add constraint "event_images_idempotency_key_unique" unique ("idempotency_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "event_images" drop constraint "event_images_idempotency_key_unique";`);
    this.addSql(`alter table "event_images" drop column "idempotency_key";`);

    this.addSql(`alter table "events" drop column "create_fingerprint";`);
  }
}
