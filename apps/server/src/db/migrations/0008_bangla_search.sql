-- Search reads Bangla (decision 0023). The stored vector is made from the text as search-text.ts reads
-- it (punctuation as spaces, Bangla digits as ASCII, zero-width joiners dropped, then Unicode NFC); a
-- text with Bengali characters also gets the Latin word beside each Bangla spelling of the dictionary
-- (bangla-spellings.ts), appended by the function below, rendered from that dictionary by
-- search-text.ts (`latinWordsFunctionSql`).
-- PostgreSQL 15 cannot change a generated column's expression, so the column is made again (every row's
-- vector is recomputed); dropping it drops the two indexes that name it, made again below as they were
-- (the INCLUDE one as migration 0002 made it). drizzle-kit wrote the two column statements; the
-- comments, the function and the indexes are added by hand.
CREATE OR REPLACE FUNCTION search_words_with_latin(words text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN words || coalesce(' ' || (
  SELECT string_agg(spelling.latin, ' ')
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, words))) AS word(lexeme)
  JOIN (VALUES
    ('অ্যাপল', 'apple'),
    ('এপল', 'apple'),
    ('অ্যাপেল', 'apple'),
    ('আপেল', 'apple'),
    ('আইফোন', 'iphone'),
    ('স্যামসাং', 'samsung'),
    ('স্যামসাঙ', 'samsung'),
    ('সামসাং', 'samsung'),
    ('স্যামসুং', 'samsung'),
    ('শাওমি', 'xiaomi'),
    ('শাওমী', 'xiaomi'),
    ('শিয়াওমি', 'xiaomi'),
    ('জিয়াওমি', 'xiaomi'),
    ('রেডমি', 'redmi'),
    ('রেডমী', 'redmi'),
    ('পোকো', 'poco'),
    ('রিয়েলমি', 'realme'),
    ('রিয়েলমী', 'realme'),
    ('রিয়েলমে', 'realme'),
    ('ওয়ানপ্লাস', 'oneplus'),
    ('গুগল', 'google'),
    ('পিক্সেল', 'pixel'),
    ('অপো', 'oppo'),
    ('অপ্পো', 'oppo'),
    ('ওপ্পো', 'oppo'),
    ('ভিভো', 'vivo'),
    ('নকিয়া', 'nokia'),
    ('নোকিয়া', 'nokia'),
    ('হুয়াওয়ে', 'huawei'),
    ('হুয়াওয়েই', 'huawei'),
    ('অনার', 'honor'),
    ('টেকনো', 'tecno'),
    ('ইনফিনিক্স', 'infinix'),
    ('সিম্ফনি', 'symphony'),
    ('সিমফনি', 'symphony'),
    ('ওয়ালটন', 'walton'),
    ('মটোরোলা', 'motorola'),
    ('মোটোরোলা', 'motorola'),
    ('মটো', 'moto'),
    ('মোটো', 'moto'),
    ('আইটেল', 'itel'),
    ('গ্যালাক্সি', 'galaxy'),
    ('গ্যালাক্সী', 'galaxy'),
    ('গেলাক্সি', 'galaxy'),
    ('নোট', 'note'),
    ('রেনো', 'reno'),
    ('নর্ড', 'nord'),
    ('নারজো', 'narzo'),
    ('ফ্লিপ', 'flip'),
    ('ফোল্ড', 'fold'),
    ('প্রো', 'pro'),
    ('ম্যাক্স', 'max'),
    ('আল্ট্রা', 'ultra'),
    ('মিনি', 'mini'),
    ('প্লাস', 'plus'),
    ('লাইট', 'lite')
  ) AS spelling(bangla, latin) ON spelling.bangla = word.lexeme
), '');--> statement-breakpoint
ALTER TABLE "products" drop column "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (CASE WHEN (coalesce("products"."product_name", '') || ' ' || coalesce("products"."brand_name", '')) ~ '[\u0980-\u09ff]' THEN to_tsvector('simple', search_words_with_latin(normalize(translate(regexp_replace(coalesce("products"."product_name", '') || ' ' || coalesce("products"."brand_name", ''), '[\u0021\u0022\u0023\u0024\u0025\u0026\u0027\u0028\u0029\u002a\u002b\u002c\u002d\u002e\u002f\u003a\u003b\u003c\u003d\u003e\u003f\u0040\u005b\u005c\u005d\u005e\u005f\u0060\u007b\u007c\u007d\u007e\u0964\u0965\u2010\u2013\u2014\u2018\u2019\u201c\u201d\u2026]', ' ', 'g'), U&'\09e6\09e7\09e8\09e9\09ea\09eb\09ec\09ed\09ee\09ef\200c\200d', '0123456789'), NFC))) ELSE to_tsvector('simple', normalize(translate(regexp_replace(coalesce("products"."product_name", '') || ' ' || coalesce("products"."brand_name", ''), '[\u0021\u0022\u0023\u0024\u0025\u0026\u0027\u0028\u0029\u002a\u002b\u002c\u002d\u002e\u002f\u003a\u003b\u003c\u003d\u003e\u003f\u0040\u005b\u005c\u005d\u005e\u005f\u0060\u007b\u007c\u007d\u007e\u0964\u0965\u2010\u2013\u2014\u2018\u2019\u201c\u201d\u2026]', ' ', 'g'), U&'\09e6\09e7\09e8\09e9\09ea\09eb\09ec\09ed\09ee\09ef\200c\200d', '0123456789'), NFC)) END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("search") WHERE "products"."is_listed";
