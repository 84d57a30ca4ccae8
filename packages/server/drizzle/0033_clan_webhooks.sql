ALTER TABLE "webhooks" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "clan_id" uuid;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhooks_clan_idx" ON "webhooks" USING btree ("clan_id");--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_one_host" CHECK (("webhooks"."project_id" is null) <> ("webhooks"."clan_id" is null));