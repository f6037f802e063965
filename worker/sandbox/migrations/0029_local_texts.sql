-- Issue #35, item 4 (docs/decisions/055): the demo merchants' operator texts in each of their languages. The platform's
-- fields keep their one text, in the merchant's default language; the translations travel beside it (`titles`,
-- `app_desc_texts`, `values`) and the page picks the player's language, else that default, else any.
-- Brand C's Arabic name is دانة لوتو everywhere (it was also written دانا لوتو).

UPDATE merchant_settings SET settings = json_set(settings,
  '$.customerService[0].titles', json('{"PT-BR":"Suporte ao vivo","EN":"Live support","ES":"Soporte en vivo"}'),
  '$.customerService[1].titles', json('{"PT-BR":"Chat com a Demo Bet","EN":"Chat with Demo Bet","ES":"Chatea con Demo Bet"}'),
  '$.customerService[2].titles', json('{"PT-BR":"Central de ajuda","EN":"Help centre","ES":"Centro de ayuda"}'),
  '$.customerService[3].titles', json('{"PT-BR":"Atendimento VIP Ouro","EN":"Gold VIP service","ES":"Atención VIP Oro"}'),
  '$.customerService[4].titles', json('{"PT-BR":"Suporte a agentes","EN":"Agent support","ES":"Soporte para agentes"}'),
  '$.mobileTemplate.app_desc', 'Demo Bet: jogos e loterias no seu celular',
  '$.mobileTemplate.app_desc_texts', json('{"PT-BR":"Demo Bet: jogos e loterias no seu celular","EN":"Demo Bet: games and lotteries on your phone","ES":"Demo Bet: juegos y loterías en tu celular"}')
) WHERE merchant_code = 'DEMO';

UPDATE merchant_settings SET settings = json_set(settings,
  '$.customerService[0].titles', json('{"VI":"Hỗ trợ trực tuyến","EN":"Live support"}'),
  '$.customerService[1].titles', json('{"VI":"Trò chuyện với Brand B","EN":"Chat with Brand B"}'),
  '$.customerService[2].titles', json('{"VI":"Trung tâm trợ giúp","EN":"Help centre"}'),
  '$.customerService[3].titles', json('{"VI":"Hỗ trợ VIP Kim cương","EN":"Diamond VIP support"}'),
  '$.mobileTemplate.app_desc', 'Brand B Lottery Club: trò chơi và xổ số trên điện thoại của bạn',
  '$.mobileTemplate.app_desc_texts', json('{"VI":"Brand B Lottery Club: trò chơi và xổ số trên điện thoại của bạn","EN":"Brand B Lottery Club: games and lotteries on your phone"}')
) WHERE merchant_code = 'BRANDB';

UPDATE merchant_settings SET settings = json_set(settings,
  '$.customerService[0].titles', json('{"AR":"الدعم المباشر","EN":"Live support"}'),
  '$.customerService[1].titles', json('{"AR":"الدردشة مع دانة لوتو","EN":"Chat with Dana Lotto"}'),
  '$.customerService[2].titles', json('{"AR":"مركز المساعدة","EN":"Help centre"}'),
  '$.customerService[3].titles', json('{"AR":"دعم كبار الشخصيات","EN":"VIP support"}'),
  '$.mobileTemplate.app_desc', 'دانة لوتو: ألعاب ويانصيب على هاتفك',
  '$.mobileTemplate.app_desc_texts', json('{"AR":"دانة لوتو: ألعاب ويانصيب على هاتفك","EN":"Dana Lotto: games and lotteries on your phone"}')
) WHERE merchant_code = 'BRANDC';

UPDATE download_settings SET config = json_set(config,
  '$.app_desc.value', 'A Demo Bet na sua tela inicial: abra com um toque e jogue em tela cheia.',
  '$.app_desc.values', json('{"PT-BR":"A Demo Bet na sua tela inicial: abra com um toque e jogue em tela cheia.","EN":"Demo Bet on your home screen: open it in one tap and play full screen.","ES":"Demo Bet en tu pantalla de inicio: ábrela con un toque y juega a pantalla completa."}'),
  '$.bottom_app_desc.value', 'Adicione a Demo Bet à tela inicial: um toque para seus jogos, sorteios e promoções.',
  '$.bottom_app_desc.values', json('{"PT-BR":"Adicione a Demo Bet à tela inicial: um toque para seus jogos, sorteios e promoções.","EN":"Add Demo Bet to your home screen: one tap to your games, draws and promotions.","ES":"Agrega Demo Bet a tu pantalla de inicio: un toque para tus juegos, sorteos y promociones."}')
) WHERE merchant_code = 'DEMO';

UPDATE download_settings SET config = json_set(config,
  '$.app_desc.values', json('{"VI":"Brand B Lottery Club trên màn hình chính: mở bằng một chạm, xem kết quả xổ số và chơi toàn màn hình.","EN":"Brand B Lottery Club on your home screen: open it in one tap, see the lottery results and play full screen."}'),
  '$.bottom_app_desc.values', json('{"VI":"Thêm Brand B Lottery Club vào màn hình chính.","EN":"Add Brand B Lottery Club to your home screen."}')
) WHERE merchant_code = 'BRANDB';

UPDATE download_settings SET config = json_set(config,
  '$.app_desc.value', 'دانة لوتو على شاشتك الرئيسية: افتحه بلمسة واحدة والعب بملء الشاشة.',
  '$.app_desc.values', json('{"AR":"دانة لوتو على شاشتك الرئيسية: افتحه بلمسة واحدة والعب بملء الشاشة.","EN":"Dana Lotto on your home screen: open it in one tap and play full screen."}'),
  '$.bottom_app_desc.value', 'أضف دانة لوتو إلى شاشتك الرئيسية.',
  '$.bottom_app_desc.values', json('{"AR":"أضف دانة لوتو إلى شاشتك الرئيسية.","EN":"Add Dana Lotto to your home screen."}')
) WHERE merchant_code = 'BRANDC';
