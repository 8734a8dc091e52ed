-- Hand-written (Drizzle Kit does not express extensions or functions). Search the way Arabic
-- speakers type (issue 29): `search_norm(text)` is packages/contract/src/search.ts's
-- normalizeSearch in SQL, the same character table (SEARCH_FOLD_FROM → SEARCH_FOLD_TO; characters
-- past the second string's length are removed): alef forms, ta marbuta, alef maqsura, hamza
-- carriers, digits, Latin case and accents; tatweel, harakat and combining accents dropped.
-- `translate` alone (no locale's case rules), so it is IMMUTABLE and may be indexed: the trigram
-- (pg_trgm, GIN) indexes on search_norm(column) of the next migration serve `like '%term%'`.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- PL/pgSQL, not an inlined SQL body, so the planner keeps its (high) COST: inlined, it cost as little as
-- a bare translate and PostgreSQL preferred reading every row through it (1.4 s on 5,000 users)
-- to the trigram indexes (8 ms).
CREATE FUNCTION "search_norm"(text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 100000
AS $$ BEGIN RETURN translate($1, 'أإآٱةىؤئیک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳـ̴̵̶̷̸ًٌٍَُِّْٰ̡̢̧̨̛ٕٖٜٟ̖̗̘̙̜̝̞̟̠̣̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎ٓٔٗ٘ٙٚٛٝٞ̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ͏͓͔͕͖͙͚͐͑͒͗͛ͣͤͥͦͧͨͩͪͫͬͭͮͯ͘͜͟͢͝͞͠͡', 'ااااهيوييك01234567890123456789abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy'); END $$;
