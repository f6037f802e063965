-- Customer service, chat and feedback (docs/decisions/019).
-- The platform's chat (CBS): what operators and players write, and when the player read the operator's words.
-- sender is 'operator' or 'player'; read_at is null while an operator's message is unread (CBS_unreadCount).
CREATE TABLE IF NOT EXISTS chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  sender TEXT NOT NULL CHECK (sender IN ('operator', 'player')),
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX IF NOT EXISTS chat_messages_member ON chat_messages (member_id, sender, read_at);
-- What CBS_launchChat hands out instead of the session token: a random ticket for one player's chat page, 30 minutes.
CREATE TABLE IF NOT EXISTS chat_tickets (
  ticket TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  merchant_code TEXT NOT NULL,
  title TEXT NOT NULL,
  back_url TEXT NOT NULL,
  language TEXT NOT NULL,
  header_color TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_tickets_expiry ON chat_tickets (expires_at);
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  merchant_code TEXT NOT NULL,
  category TEXT NOT NULL,
  message TEXT NOT NULL,
  contact TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS feedback_member ON feedback (member_id, created_at);
-- Each demo merchant's customer-service entries, their paths encrypted with shared/customerServicePath.ts: one of each
-- kind for everyone (a vendor widget, the platform's chat, a help page) and VIP-only ones for the seeded labels
-- (DEMO player1 L2, agent1 L1; BRANDB agent2 V3; BRANDC player1 A2). The help page of each is the merchant's
-- customerServiceUrl, so the system pages' Contact us stays where it was.
UPDATE merchant_settings SET settings = json_set(settings, '$.customerService', json('[{"title":"Suporte ao vivo","csType":"LIVECHAT","csPosition":"footer","path":"3MkIDLkWM77nakUju1SMQHsHE5OX7FgTNM2_XR-2nLTerfZl-MwNOgI2ySLl5E4ePuN_GDqZMwvSb-hTkm-bkO6Cj7w-5H9EDwqvzPsfFR","labelIds":[]},{"title":"Chat com a Demo Bet","csType":"CBS","csPosition":"footer","path":"yOryE8tgaZF50FEANWlkMjp-a6MdNyXeqD07VyAU1QQB1kFbuJ","labelIds":[]},{"title":"Central de ajuda","csType":"MIDUOKE","csPosition":"footer","path":"L0iMxhFk5itZllxaYeNfwFZ9p-3s0EqoyYYxnurtZqo5OwAXsMY3dspRrN1Bhk2Bb4kl5mYOqdhTYhpjwAH5PClDY0","labelIds":[]},{"title":"Atendimento VIP Ouro","csType":"COMM100VIP","csPosition":"footer","path":"AvCA9wuzH-MPa0AcEUcRfALPbKQmqgKPrzJDtqEJrtJDog8KjKYLlXjxJc88m0bDu8sS-GhixilRCbvB-HMVotFCKIsLTg9pWiYJiGDW4_0DraXgKV_qWgGo8hlqPY","labelIds":["L2"]},{"title":"Suporte a agentes","csType":"AICAN","csPosition":"footer","path":"EefehXYyDUwXtWApzLDR6g2vr8pXkV898v-CJxjLNKZvSUfagqlDVUoXHeaZhmRYn46pbkv1FENFGj5tRRgs2U6g","labelIds":["L1"]}]')) WHERE merchant_code = 'DEMO';
UPDATE merchant_settings SET settings = json_set(settings, '$.customerService', json('[{"title":"Hỗ trợ trực tuyến","csType":"LIVECHAT","csPosition":"footer","path":"VjM_rO35sANWg9Z4Jsvy57rJc8QVlLB5r25Ui4TsLulcyMYrvE903DrbxbiZTC3BX70qeL1x2PKhbS-0UwwHFtRDnNMiVCvTlQnXC8TVFD","labelIds":[]},{"title":"Trò chuyện với Brand B","csType":"CBS","csPosition":"footer","path":"5-iCF9dlJu9T_LFbpvwzh_9IQnQyIe5BDZW1_EXoCQqOHjAwG7","labelIds":[]},{"title":"Trung tâm trợ giúp","csType":"MIDUOKE","csPosition":"footer","path":"DSmEUU2W_6KEAV-fiyAEtiwkwr4yVLWkZDnVRrZ-i7EF1hfe_0jnMyAiZYfL6kgkcFjhr5t6c547kWaak3kb0A18AxVbJG","labelIds":[]},{"title":"Hỗ trợ VIP Kim cương","csType":"COMM100VIP","csPosition":"footer","path":"n9FIjnSATOHDDdsAmsQKa9L33u2uEuhlAr7g6V7lIDfL6s9ynDI5dgL7xBXcZYFOcOWEyie1MDkF2mE3S6Avjpj8Brpj4uK3ph-oDpcnxdT2DLYyMuS3yFmek-X-j4bvnnoy","labelIds":["V3"]}]')) WHERE merchant_code = 'BRANDB';
UPDATE merchant_settings SET settings = json_set(settings, '$.customerService', json('[{"title":"الدعم المباشر","csType":"LIVECHAT","csPosition":"footer","path":"1oh1SPb8zBPi4cc2NV2l4zR6yfgj6ruCxc44Uu4VBjsLT8nmiNni73EddPFxNzpnFWYbQbZ1ygg8LpZ-J_WyZkMWRn4lCtREPw7eKnMaJj","labelIds":[]},{"title":"الدردشة مع دانة لوتو","csType":"CBS","csPosition":"footer","path":"8kmOQ0u0KGet7NtPHiojOxM02-uUDtbVPVWjZmwCxw43o3shJa","labelIds":[]},{"title":"مركز المساعدة","csType":"AICAN","csPosition":"footer","path":"EQEDlG9HhPN84nftR-z1srnkVEchVlHDprw5HIeya5GzMybqCKvwsXeurooIJ6qpGY6aT60m2WblDpGU6lRlPQyQ6MANyF","labelIds":[]},{"title":"دعم كبار الشخصيات","csType":"COMM100","csPosition":"footer","path":"4QQlOFbPReFYPsYMglcc7YkvrRabj2Dj9vPYQPO3qnR6beuxQe4-t3YdgUYUdcAAXInVVtfhyd3ImZmNTFn_bB6rcBxJLaXyECyfd5sp-ns1OBsEWYv9Tg4V85aeX8D","labelIds":["A2"]}]')) WHERE merchant_code = 'BRANDC';
