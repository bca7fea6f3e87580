-- A listing under review (scam reports from enough addresses, app/trust/reports.server.ts)
-- leaves the public board until an admin decides. These triggers are added next to
-- the ones of 0002 instead of redefining them: they only ever lower
-- listing_facets.visible, after whichever trigger (re)computed the row, so the
-- visibility rule of 0002 stays the one place that says what is published.
CREATE TRIGGER `listing_facets_under_review_insert` AFTER INSERT ON `listing_facets`
WHEN NEW.visible = 1 AND NEW.key > 0 BEGIN
  UPDATE listing_facets SET visible = 0
  WHERE key = NEW.key AND (SELECT under_review FROM opportunities WHERE id = NEW.key) = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_under_review_update` AFTER UPDATE OF visible ON `listing_facets`
WHEN NEW.visible = 1 AND NEW.key > 0 BEGIN
  UPDATE listing_facets SET visible = 0
  WHERE key = NEW.key AND (SELECT under_review FROM opportunities WHERE id = NEW.key) = 1;
END;
--> statement-breakpoint
-- Hiding does not depend on the 0002 triggers firing for this column. (Showing again
-- is their recomputation of the row, which every update of an opportunity runs.)
CREATE TRIGGER `opportunities_under_review_hide` AFTER UPDATE OF under_review ON `opportunities`
WHEN NEW.under_review = 1 BEGIN
  UPDATE listing_facets SET visible = 0 WHERE key = NEW.id;
END;
--> statement-breakpoint
-- Any status decision by an admin (publish, unpublish, close, reject) ends the review.
CREATE TRIGGER `opportunities_under_review_clear` AFTER UPDATE OF status ON `opportunities`
WHEN NEW.under_review = 1 AND NEW.status <> OLD.status BEGIN
  UPDATE opportunities SET under_review = 0 WHERE id = NEW.id;
END;
