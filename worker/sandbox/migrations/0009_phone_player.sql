-- A Brand B player who signs in with an SMS code sent through the identity provider (+84 912345678).
UPDATE members SET mobile = '912345678', country_dialing_code = '84' WHERE merchant_code = 'BRANDB' AND username = 'player1';
