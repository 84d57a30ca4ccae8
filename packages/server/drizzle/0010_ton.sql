ALTER TABLE "users" ADD COLUMN "ton_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_ton_address_key" ON "users" USING btree ("ton_address");