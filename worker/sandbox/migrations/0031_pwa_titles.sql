-- Issue #35, item 9 (docs/decisions/055): the installed app's name per language, beside the template's one title.
-- An Arabic page installs Brand C as دانة لوتو, an English one as Dana Lotto; its texts and its edge config agree.
UPDATE merchant_settings SET settings = json_set(settings, '$.mobileTemplate.pwa',
  -- "|| ''" keeps it text: the template is JSON written inside a string, as the platform sends it.
  json_set(json_extract(settings, '$.mobileTemplate.pwa'), '$.titles', json('{"AR":"دانة لوتو","EN":"Dana Lotto"}')) || '')
WHERE merchant_code = 'BRANDC' AND json_valid(json_extract(settings, '$.mobileTemplate.pwa'));
