-- Registration switches of the demo merchants (docs/decisions/003): mobile registration, and whether it asks for a password.
UPDATE merchant_settings SET settings = json_set(settings, '$.whitelabel.MOBILENUMREG3', json('true'), '$.whitelabel.MOBILEPWD3', json('false')) WHERE merchant_code = 'DEMO';
UPDATE merchant_settings SET settings = json_set(settings, '$.whitelabel.MOBILENUMREG3', json('false'), '$.whitelabel.MOBILEPWD3', json('true')) WHERE merchant_code = 'BRANDB';
