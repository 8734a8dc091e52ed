CREATE INDEX "gis_containers_container_number_search_idx" ON "gis_containers" USING gin (search_norm("container_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_containers_container_type_search_idx" ON "gis_containers" USING gin (search_norm("container_type") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_electrical_meters_name_search_idx" ON "gis_electrical_meters" USING gin (search_norm("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_electrical_meters_subscription_number_search_idx" ON "gis_electrical_meters" USING gin (search_norm("subscription_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_electrical_meters_closest_cabin_search_idx" ON "gis_electrical_meters" USING gin (search_norm("closest_cabin") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_establishments_name_search_idx" ON "gis_establishments" USING gin (search_norm("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_establishments_activity_search_idx" ON "gis_establishments" USING gin (search_norm("activity") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_establishments_licence_number_search_idx" ON "gis_establishments" USING gin (search_norm("licence_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_kitchens_name_search_idx" ON "gis_kitchens" USING gin (search_norm("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_locations_name_search_idx" ON "gis_locations" USING gin (search_norm("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_locations_developed_name_search_idx" ON "gis_locations" USING gin (search_norm("developed_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_locations_gate_search_idx" ON "gis_locations" USING gin (search_norm("gate") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_locations_street_search_idx" ON "gis_locations" USING gin (search_norm("street") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_plots_plot_number_search_idx" ON "gis_plots" USING gin (search_norm("plot_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_tents_tent_number_search_idx" ON "gis_tents" USING gin (search_norm("tent_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_washrooms_wc_number_search_idx" ON "gis_washrooms" USING gin (search_norm("wc_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gis_water_tapes_tap_number_search_idx" ON "gis_water_tapes" USING gin (search_norm("tap_number") gin_trgm_ops);