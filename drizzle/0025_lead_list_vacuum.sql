-- The lead list pages through its indexes without reading the table only where the visibility map
-- marks a page all-visible. A bulk change of 100,000 leads (a HOT update: no index changes) clears
-- that mark on most pages, and the default threshold (a fifth of the table changed) never vacuums
-- after it: a deep page then read the table 330,000 times instead of 0 and took 4x longer. Vacuum
-- this table after 2% of it changed or was added.
ALTER TABLE "client_submissions" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
