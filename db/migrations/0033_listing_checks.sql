-- Whether an open-ended listing is still open (docs/lifecycle.md): when its poster (or the team)
-- last said so, and how many times it has been asked since. No row: the clock runs from approval.
CREATE TABLE `listing_checks` (
	`opportunity_id` integer PRIMARY KEY NOT NULL,
	`confirmed_at` integer NOT NULL,
	`asks` integer DEFAULT 0 NOT NULL,
	`asked_at` integer,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE cascade
);
