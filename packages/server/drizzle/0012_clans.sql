CREATE TABLE "clan_members" (
	"clan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text NOT NULL,
	"kind" text,
	"invited_by" uuid,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clan_members_clan_id_user_id_pk" PRIMARY KEY("clan_id","user_id"),
	CONSTRAINT "clan_members_pending_shape" CHECK (("clan_members"."status" = 'active' and "clan_members"."joined_at" is not null) or ("clan_members"."status" = 'pending' and "clan_members"."kind" is not null and "clan_members"."role" = 'member'))
);
--> statement-breakpoint
CREATE TABLE "clans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"banner_url" text,
	"type" text DEFAULT 'public' NOT NULL,
	"member_limit" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"owner_id" uuid NOT NULL,
	"tier" text DEFAULT 'basic' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clans_member_count_within_limit" CHECK ("clans"."member_count" >= 0 and "clans"."member_count" <= "clans"."member_limit"),
	CONSTRAINT "clans_member_limit_positive" CHECK ("clans"."member_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clan_members" ADD CONSTRAINT "clan_members_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_members" ADD CONSTRAINT "clan_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_members" ADD CONSTRAINT "clan_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clans" ADD CONSTRAINT "clans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clan_members_user_idx" ON "clan_members" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "clan_members_clan_status_idx" ON "clan_members" USING btree ("clan_id","status","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clan_members_one_owner_key" ON "clan_members" USING btree ("clan_id") WHERE "clan_members"."role" = 'owner';--> statement-breakpoint
CREATE UNIQUE INDEX "clans_slug_key" ON "clans" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "clans_name_idx" ON "clans" USING btree ("name");--> statement-breakpoint
CREATE INDEX "clans_owner_idx" ON "clans" USING btree ("owner_id");