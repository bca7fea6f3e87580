-- Mail bodies carry manage and unsubscribe links: from now on they are stored sealed (AES-256-GCM with a key
-- derived from the server's secret, app/mail/sealed-body.server.ts) and dropped once a message is sent or given
-- up (docs/decisions/260). SQL cannot seal: the bodies of messages still queued wait in `outbox_unsealed` until
-- the mail sender seals them and drops that table (sealUnsealedBodies); the bodies of sent and failed messages go.
-- migrateDatabase runs this with secure_delete on and truncates the WAL afterwards, so the old bytes go too.
CREATE TABLE `outbox_unsealed` (
	`id` integer PRIMARY KEY NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`headers` text
);
--> statement-breakpoint
INSERT INTO `outbox_unsealed` (`id`, `text`, `html`, `headers`) SELECT `id`, `text`, `html`, `headers` FROM `outbox` WHERE `status` = 'queued';--> statement-breakpoint
ALTER TABLE `outbox` ADD `body` blob;--> statement-breakpoint
ALTER TABLE `outbox` DROP COLUMN `text`;--> statement-breakpoint
ALTER TABLE `outbox` DROP COLUMN `html`;--> statement-breakpoint
ALTER TABLE `outbox` DROP COLUMN `headers`;
