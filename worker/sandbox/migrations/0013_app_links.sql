-- The demo merchants' app links (SPEC §3 resources: Android and IOS), so the activity "go" button's
-- APP_DOWNLOAD has somewhere to send a player (issue #10). Issue #12 builds the full download links.
UPDATE merchant_settings SET settings = json_set(settings, '$.resources', json('{"Android":"https://dl.demo.example/demo-bet.apk","IOS":"https://dl.demo.example/demo-bet.mobileconfig"}')) WHERE merchant_code = 'DEMO';
UPDATE merchant_settings SET settings = json_set(settings, '$.resources', json('{"Android":"https://dl.brand-b.example/brand-b.apk","IOS":"https://dl.brand-b.example/brand-b.mobileconfig"}')) WHERE merchant_code = 'BRANDB';
UPDATE merchant_settings SET settings = json_set(settings, '$.resources', json('{"Android":"https://dl.brand-c.example/dana-lotto.apk","IOS":"https://dl.brand-c.example/dana-lotto.mobileconfig"}')) WHERE merchant_code = 'BRANDC';
