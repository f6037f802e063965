-- Issue #35, item 2: the demo merchants' add-to-home settings as a careful operator would choose them
-- (docs/decisions/054). The sheet follows each merchant's own theme (all three are dark). Nothing forced, except the
-- one trigger Demo Bet keeps to show SPEC §4's forced behaviour: its first deposit, which asks after the deposit is
-- made; the README says how to force another. Demo Bet, the one newcomers try first, drops "no withdrawal yet", which
-- holds for every new player on every page; Brand B and Brand C keep one each of those, so the demos still show every
-- trigger, and the visit's budget bounds them.
UPDATE download_settings SET config = json_set(config,
  '$.theme.value', 'dark',
  '$.withdrawal_least_times.enabled', json('false'),
  '$.withdrawal_least_times.value', ''
) WHERE merchant_code = 'DEMO';

UPDATE download_settings SET config = json_set(config,
  '$.theme.value', 'dark',
  '$.bind_card_forced.enabled', json('false'),
  '$.bind_card_forced.value', '0',
  '$.login_required_forced.enabled', json('false'),
  '$.login_required_forced.value', '0'
) WHERE merchant_code = 'BRANDB';

UPDATE download_settings SET config = json_set(config,
  '$.theme.value', 'dark',
  '$.reg_days_forced.enabled', json('false'),
  '$.reg_days_forced.value', '0',
  '$.in_game_popup_interval_forced.enabled', json('false'),
  '$.in_game_popup_interval_forced.value', '0'
) WHERE merchant_code = 'BRANDC';
