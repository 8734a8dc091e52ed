CREATE TABLE "acl_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Hand-written (Drizzle Kit does not express triggers): any change to which permissions a role
-- grants raises the version, in the changing transaction; API processes reload their cache then.
INSERT INTO "acl_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "bump_acl_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "acl_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "role_permissions_acl_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_acl_version"();
--> statement-breakpoint
CREATE TRIGGER "permissions_acl_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_acl_version"();
