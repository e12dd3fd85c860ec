-- The dashboard's sales (docs/dashboard.md) sum the tickets of the last 30 days by day and by travel class. At a million
-- tickets that is some 20,000 rows spread over the table: through the purchase date's own index, each one a visit to
-- a page of the table for its class and price. This index carries both beside the date, so the sums read the index's
-- range alone (an index-only scan, where the visibility map allows). It also serves what the purchase date's index
-- served (searches by purchase date), which it replaces.
create index plane_ticket_purchase_sales on plane_ticket (purchase_date) include (travel_class_id, price);
drop index plane_ticket_purchase_date_idx;
