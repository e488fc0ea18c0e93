CREATE INDEX "audit_events_org_event_idx" ON "audit_events" USING btree ("wcms_id","event","at");--> statement-breakpoint
-- Written by hand (issue 18, reports/tables.ts): the rollup's rows read by range of days answered from the index
-- alone. The counts are updated in place, so the rows of one dimension and range of days end up spread over many heap
-- pages (a year of 100,000 requests on PGlite: the by-hour counts of a year, 8,751 rows, read 2,448 buffers; from this
-- index 104). Not medical_problem, whose label is a request's subject (of any length; an index row is at most 2.7 kB).
CREATE INDEX "report_request_days_cover_idx" ON "report_request_days" USING btree ("wcms_id","dimension","day")
  INCLUDE ("type","label","extra","n") WHERE "dimension" <> 'medical_problem';
