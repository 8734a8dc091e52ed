import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../client';

/**
 * The GIS demo (issue 34), set-based: a plausible Mina layout — 40 squares in two rows along the
 * valley (WSW → ENE), each tiled with its 75 camps (5 × 15), four zones over them — and every
 * register filled across it (hundreds of kitchens, meters, tents; washrooms, taps, containers,
 * plots, establishments, gates). A dozen statements whatever the counts; the bbox trigger fills
 * the boxes. Registered by the authority (the admin's organisation).
 */
const SQ_W = 0.0013;
const SQ_H = 0.0035;
const CAMP_W = 0.00021;
const CAMP_H = 0.0002;

/** A rectangle as a closed GeoJSON polygon, from SQL numbers. */
const rect = (x: SQL, y: SQL, w: SQL | number, h: SQL | number) => sql`jsonb_build_object('type', 'Polygon',
  'coordinates', jsonb_build_array(jsonb_build_array(
    jsonb_build_array(round((${x})::numeric, 7), round((${y})::numeric, 7)),
    jsonb_build_array(round((${x} + ${w})::numeric, 7), round((${y})::numeric, 7)),
    jsonb_build_array(round((${x} + ${w})::numeric, 7), round((${y} + ${h})::numeric, 7)),
    jsonb_build_array(round((${x})::numeric, 7), round((${y} + ${h})::numeric, 7)),
    jsonb_build_array(round((${x})::numeric, 7), round((${y})::numeric, 7)))))`;
const point = (x: SQL, y: SQL) =>
  sql`jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(round((${x})::numeric, 7), round((${y})::numeric, 7)))`;

/** Each camp with its square's corner and its own cell's corner (x0, y0) and centre (cx, cy). */
const CAMP_CELLS = sql`(
  select c.id as camp_id, c.square_id, row_number() over (order by c.id) as n,
         sq.min_lng + 0.00004 + ((c.camp_number::int - 1) % 5) * 0.00025 as x0,
         sq.min_lat + 0.00005 + ((c.camp_number::int - 1) / 5) * 0.000229 as y0
    from camps c join gis_square_shapes sq on sq.square_id = c.square_id
   where c.camp_number ~ '^[0-9]+$') cc`;
const SQUARE_CELLS = sql`(select square_id, min_lng, min_lat, max_lng, max_lat, row_number() over (order by square_id) as k
    from gis_square_shapes) s`;

export async function seedGis(db: Db) {
  const [{ org }] = await query<{ org: number }>(
    db,
    sql`select u.id as org from users u join user_types t on t.id = u.type_id
         where t.code = 'admin' and u.parent_id is null order by u.id limit 1`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into gis_square_shapes (square_id, geometry)
      select id, ${rect(sql`39.874 + (k % 20) * 0.0015`, sql`21.409 + (k / 20) * 0.0042 + (k % 20) * 0.0003`, SQ_W, SQ_H)}
        from (select id, row_number() over (order by id) - 1 as k from squares) q`);
    await tx.execute(sql`
      insert into gis_camp_shapes (camp_id, geometry)
      select camp_id, ${rect(sql`x0`, sql`y0`, CAMP_W, CAMP_H)} from ${CAMP_CELLS}`);
    // Four zones across the valley, each over five columns of squares (both rows).
    await tx.execute(sql`
      insert into gis_zones (name, name_en, color, geometry)
      select 'المنطقة ' || (array['الأولى', 'الثانية', 'الثالثة', 'الرابعة'])[z + 1],
             'Zone ' || (array['A', 'B', 'C', 'D'])[z + 1],
             (array['#1677ff', '#52c41a', '#fa8c16', '#eb2f96'])[z + 1],
             ${rect(sql`min(min_lng) - 0.00008`, sql`min(min_lat) - 0.00008`, sql`(max(max_lng) - min(min_lng) + 0.00016)`, sql`(max(max_lat) - min(min_lat) + 0.00016)`)}
        from (select *, ((row_number() over (order by square_id) - 1) % 20) / 5 as z from gis_square_shapes) s
       group by z order by z`);
    const cx = sql`x0 + ${CAMP_W / 2}`;
    const cy = sql`y0 + ${CAMP_H / 2}`;
    await tx.execute(sql`
      insert into gis_kitchens (org_id, square_id, camp_id, geometry, name, meals_capacity, gas_tanks_count, condition)
      select ${org}, square_id, camp_id, ${point(cx, cy)}, 'مطبخ ' || n, 500 + (n % 10) * 250, 2 + n % 5,
             case when n % 17 = 0 then 'maintenance' else 'working' end
        from ${CAMP_CELLS} where n % 10 = 1`);
    await tx.execute(sql`
      insert into gis_tents (org_id, square_id, camp_id, geometry, tent_number, capacity, air_conditioned)
      select ${org}, square_id, camp_id, ${rect(sql`x0 + 0.00005`, sql`y0 + 0.00005`, 0.00008, 0.00006)}, 'T-' || n, 40 + n % 60, (n % 3 > 0)::int
        from ${CAMP_CELLS} where n % 10 = 5`);
    await tx.execute(sql`
      insert into gis_electrical_meters (org_id, square_id, camp_id, geometry, name, subscription_number, metric_capacity,
             closest_cabin, metric_status, payment_status, last_read, last_read_at, shared, shared_camp_ids, condition)
      select ${org}, square_id, camp_id, ${point(cx, sql`y0 + 0.00002`)}, 'عداد ' || n, 'SUB-' || lpad(n::text, 6, '0'),
             (array[100, 200, 400, 800])[1 + n % 4], 'C-' || square_id || '-' || (n % 4 + 1),
             (n % 23 <> 0)::int, (n % 7 <> 0)::int, 1000 + n * 37 % 9000, '2026-05-20'::date + (n % 20)::int,
             (n % 10 = 3)::int, case when n % 10 = 3 then array[camp_id, camp_id + 1] else '{}'::int[] end,
             case when n % 23 = 0 then 'out_of_service' else 'working' end
        from ${CAMP_CELLS} where n % 5 = 3`);
    await tx.execute(sql`
      insert into gis_washrooms (org_id, square_id, geometry, wc_number, wc_category, portable_wc_count, toilets_count,
             seated_toilets_count, urinal_tapes_count, showers_count, internal_water_tapes_count,
             external_water_tapes_count, total_water_tapes_count, upper_water_tank)
      select ${org}, square_id, ${rect(sql`max_lng + 0.00002`, sql`min_lat + 0.0004 + w * 0.0012`, 0.00007, 0.0001)},
             'WC-' || k || '-' || (w + 1), (array['men', 'women', 'families', 'special_needs'])[1 + (k + w) % 4],
             k % 4, 20 + k % 10, 4 + k % 3, 6 + k % 5, 8 + k % 4, 10 + k % 6, 4 + k % 3, 14 + k % 6 + k % 3, 5000 + (k % 5) * 1000
        from ${SQUARE_CELLS} cross join generate_series(0, 1) w`);
    await tx.execute(sql`
      insert into gis_water_tapes (org_id, square_id, geometry, tap_number, drinking)
      select ${org}, square_id, ${point(sql`min_lng - 0.00005`, sql`min_lat + 0.0008 * (w + 1)`)}, 'WT-' || k || '-' || (w + 1), (w % 2)::int
        from ${SQUARE_CELLS} cross join generate_series(0, 2) w`);
    await tx.execute(sql`
      insert into gis_containers (org_id, square_id, geometry, container_number, container_type)
      select ${org}, square_id, ${point(sql`min_lng + 0.0003 + w * 0.0006`, sql`max_lat + 0.00005`)}, 'CN-' || k || '-' || (w + 1),
             (array['نفايات', 'تخزين'])[1 + w]
        from ${SQUARE_CELLS} cross join generate_series(0, 1) w`);
    await tx.execute(sql`
      insert into gis_plots (org_id, square_id, geometry, plot_number, color)
      select ${org}, square_id, ${rect(sql`min_lng`, sql`min_lat`, SQ_W, SQ_H / 2)}, 'P-' || (100 + k),
             (array['#ffd666', '#95de64', '#69c0ff', '#ff85c0'])[1 + k % 4]
        from ${SQUARE_CELLS}`);
    await tx.execute(sql`
      insert into gis_establishments (org_id, square_id, geometry, name, activity, licence_number)
      select ${org}, square_id, ${point(sql`max_lng - 0.0002`, sql`max_lat + 0.0001`)}, 'منشأة ' || k,
             (array['صيدلية', 'بقالة', 'مركز صحي', 'مطعم'])[1 + k % 4], 'L-' || (5000 + k)
        from ${SQUARE_CELLS} where k % 2 = 0`);
    await tx.execute(sql`
      insert into gis_locations (org_id, square_id, geometry, name, is_developed, developed_name, gate, street, located_in_gov_area)
      select ${org}, square_id, ${rect(sql`min_lng + 0.0005`, sql`min_lat - 0.00012`, 0.0003, 0.0001)}, 'بوابة المربع ' || k,
             (k % 3 = 0)::int, case when k % 3 = 0 then 'تطوير المربع ' || k end, 'G-' || k,
             (array['طريق الملك فهد', 'طريق الملك خالد', 'شارع سوق العرب', 'طريق الجمرات'])[1 + k % 4], (k % 5 = 0)::int
        from ${SQUARE_CELLS}`);
  });
}
