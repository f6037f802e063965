-- The native app's upgrade modal (SPEC §2, docs/decisions/024): the newest app version each demo merchant ships,
-- and Brand C makes the update mandatory, so both variants of the modal can be seen in the native app.
UPDATE merchant_settings SET settings = json_set(settings, '$.whitelabelVal.LATEST_APP_VERSION', '2.6.0', '$.whitelabel.FORCEAPPUPDATE3', json('false')) WHERE merchant_code = 'DEMO';
UPDATE merchant_settings SET settings = json_set(settings, '$.whitelabelVal.LATEST_APP_VERSION', '2.6.0', '$.whitelabel.FORCEAPPUPDATE3', json('false')) WHERE merchant_code = 'BRANDB';
UPDATE merchant_settings SET settings = json_set(settings, '$.whitelabelVal.LATEST_APP_VERSION', '2.6.0', '$.whitelabel.FORCEAPPUPDATE3', json('true')) WHERE merchant_code = 'BRANDC';
