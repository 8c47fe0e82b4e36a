-- The language the owner uses the site in, so that the owner's mails come in it (lib/mail/):
-- English unless they submitted or edited the listing on the Irish pages.
ALTER TABLE "farm_shops" ADD COLUMN "owner_locale" text DEFAULT 'en-IE' NOT NULL;--> statement-breakpoint
ALTER TABLE "farm_shops" ADD CONSTRAINT "farm_shops_owner_locale_check" CHECK ("farm_shops"."owner_locale" in ('en-IE', 'ga-IE'));
