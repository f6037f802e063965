import type { ItemGlyph, LevelSeed, MemberScreenCatalog, RewardSeed } from "./memberScreenData";

/**
 * The demo merchants' rewards, point market, missions and VIP levels (docs/decisions/014). Every player
 * of a merchant starts from the same catalogue; what they claim and redeem is kept in D1 (migration 0012).
 * Each list mixes states on purpose, so every screen shows what it can look like. Rows hold the merchant's
 * own language; English comes from ENGLISH by id unless the row says otherwise.
 */

type RewardRow = [id: string, amount: number, state: RewardSeed["state"], days: number | null, title: string, description: string];
type ItemRow = [id: string, cost: number, stock: number, name: string, description: string, englishName?: string];
type MissionRow = [id: string, progress: number, target: number, kind: "points" | "cash", amount: number, title: string, description: string];
type LevelRow = [labelId: string, name: string, benefits: string[], englishName: string, englishBenefits: string[]];

const ENGLISH = {
  rewards: {
    welcome: ["Welcome bonus", "A gift to start playing."],
    cashback: ["Weekly cashback", "10% of last week's losses back."],
    "vip-up": ["VIP level-up bonus", "For reaching a new VIP level."],
    birthday: ["Birthday gift", "Happy birthday! Enjoy your gift."],
    weekend: ["Weekend bonus", "For playing over the weekend."],
  },
  items: {
    "lottery-ticket": ["Lottery ticket", "One ticket for the next draw."],
    "free-spins": ["10 free spins", "For selected slots."],
    voucher: ["Voucher", "Added to your balance."],
    shirt: ["Club T-shirt", "Cotton, with the club's logo."],
    headphones: ["Headphones", "Wireless, noise cancelling."],
    phone: ["Smartphone", "The latest model."],
  },
  missions: {
    "first-deposit": ["First deposit", "Make your first deposit."],
    "play-10": ["Play 10 rounds", "Play 10 rounds of any game."],
    "login-7": ["Log in 7 days in a row", "Log in every day for 7 days."],
    "lottery-3": ["Buy 3 lottery tickets", "Buy 3 lottery tickets this week."],
    "invite-1": ["Invite a friend", "A friend signs up with your link."],
  },
} as const satisfies Record<string, Record<string, readonly [string, string]>>;

const LOOK: Record<string, { glyph: ItemGlyph; color: string }> = {
  "lottery-ticket": { glyph: "ticket", color: "#2e7d32" },
  "free-spins": { glyph: "spins", color: "#6a1b9a" },
  voucher: { glyph: "voucher", color: "#ef6c00" },
  shirt: { glyph: "shirt", color: "#00838f" },
  headphones: { glyph: "headphones", color: "#283593" },
  phone: { glyph: "phone", color: "#c62828" },
};

/** The one reward an account made today is offered: the others are the seeded players' history (issue #35, item 8). */
const NEW_ACCOUNT_REWARD = "welcome";

const english = (table: Record<string, readonly [string, string]>, id: string) => table[id] ?? [id, ""];

function catalog(
  base: Pick<MemberScreenCatalog, "language" | "currency" | "startingPoints" | "rewardPerInvite">,
  rows: { rewards: RewardRow[]; items: ItemRow[]; missions: MissionRow[]; levels: LevelRow[] },
): MemberScreenCatalog {
  return {
    ...base,
    rewards: rows.rewards.map(([id, amount, state, days, title, description]) => {
      const [enTitle, enDescription] = english(ENGLISH.rewards, id);
      return {
        id,
        amount,
        state,
        days,
        title: [title, enTitle],
        description: [description, enDescription],
        ...(id === NEW_ACCOUNT_REWARD ? { newAccounts: true } : {}),
      };
    }),
    items: rows.items.map(([id, cost, stock, name, description, englishName]) => {
      const [enName, enDescription] = english(ENGLISH.items, id);
      return { id, cost, stock, ...LOOK[id]!, name: [name, englishName ?? enName], description: [description, enDescription] };
    }),
    missions: rows.missions.map(([id, progress, target, kind, amount, title, description]) => {
      const [enTitle, enDescription] = english(ENGLISH.missions, id);
      return { id, progress, target, reward: { kind, amount }, title: [title, enTitle], description: [description, enDescription] };
    }),
    levels: rows.levels.map(([labelId, name, benefits, englishName, englishBenefits], index): LevelSeed => ({
      labelId,
      rankLevel: index + 1,
      name: [name, englishName],
      benefits: benefits.map((benefit, line) => [benefit, englishBenefits[line] ?? benefit] as const),
    })),
  };
}

const DEMO = catalog(
  { language: "PT-BR", currency: "BRL", startingPoints: 1500, rewardPerInvite: 10 },
  {
    rewards: [
      ["welcome", 20, "open", 7, "Bônus de boas-vindas", "Um presente para começar a jogar."],
      ["cashback", 35.5, "open", 3, "Cashback semanal", "10% das perdas da semana passada de volta."],
      ["vip-up", 100, "open", null, "Bônus de nível VIP", "Por alcançar um novo nível VIP."],
      ["birthday", 50, "claimed", null, "Presente de aniversário", "Parabéns! Aproveite o seu presente."],
      ["weekend", 15, "expired", null, "Bônus de fim de semana", "Para quem jogou no fim de semana."],
    ],
    items: [
      ["lottery-ticket", 150, 500, "Bilhete de loteria", "Um bilhete para o próximo sorteio."],
      ["free-spins", 300, 120, "10 giros grátis", "Para os slots selecionados."],
      ["voucher", 800, 40, "Vale de R$\u00a010", "Creditado no seu saldo.", "R$\u00a010 voucher"],
      ["shirt", 1200, 0, "Camiseta do clube", "Algodão, com o logo do clube."],
      ["headphones", 5000, 5, "Fone de ouvido", "Sem fio, com cancelamento de ruído."],
      ["phone", 50000, 2, "Smartphone", "O modelo mais recente."],
    ],
    missions: [
      ["first-deposit", 1, 1, "points", 200, "Primeiro depósito", "Faça o seu primeiro depósito."],
      ["play-10", 10, 10, "cash", 5, "Jogue 10 rodadas", "Jogue 10 rodadas de qualquer jogo."],
      ["login-7", 4, 7, "points", 300, "Entre 7 dias seguidos", "Entre todos os dias por 7 dias."],
      ["lottery-3", 1, 3, "points", 100, "Compre 3 bilhetes de loteria", "Compre 3 bilhetes de loteria esta semana."],
      ["invite-1", 0, 1, "cash", 10, "Convide um amigo", "Um amigo se cadastra com o seu link."],
    ],
    levels: [
      ["L1", "Prata", ["Cashback semanal de 3%", "Suporte prioritário"], "Silver", ["3% weekly cashback", "Priority support"]],
      [
        "L2",
        "Ouro",
        ["Cashback semanal de 5%", "Presente de aniversário de R$\u00a050", "Saques mais rápidos"],
        "Gold",
        ["5% weekly cashback", "R$\u00a050 birthday gift", "Faster withdrawals"],
      ],
      [
        "L3",
        "Platina",
        ["Cashback semanal de 8%", "Presente de aniversário de R$\u00a0150", "Gerente de conta pessoal"],
        "Platinum",
        ["8% weekly cashback", "R$\u00a0150 birthday gift", "Personal account manager"],
      ],
      [
        "L4",
        "Diamante",
        ["Cashback semanal de 12%", "Presente de aniversário de R$\u00a0500", "Convites para eventos exclusivos"],
        "Diamond",
        ["12% weekly cashback", "R$\u00a0500 birthday gift", "Invitations to exclusive events"],
      ],
    ],
  },
);

const BRANDB = catalog(
  { language: "VI", currency: "VND", startingPoints: 3000, rewardPerInvite: 50000 },
  {
    rewards: [
      ["welcome", 100000, "open", 7, "Thưởng chào mừng", "Món quà để bắt đầu chơi."],
      ["cashback", 250000, "open", 3, "Hoàn tiền hàng tuần", "Hoàn lại 10% số tiền thua tuần trước."],
      ["vip-up", 1000000, "open", null, "Thưởng thăng hạng VIP", "Khi bạn lên hạng VIP mới."],
      ["birthday", 500000, "claimed", null, "Quà sinh nhật", "Chúc mừng sinh nhật! Hãy tận hưởng món quà."],
      ["weekend", 50000, "expired", null, "Thưởng cuối tuần", "Dành cho người chơi cuối tuần."],
    ],
    items: [
      ["lottery-ticket", 200, 800, "Vé xổ số", "Một vé cho kỳ quay tiếp theo."],
      ["free-spins", 500, 150, "10 vòng quay miễn phí", "Cho các trò slot được chọn."],
      ["voucher", 1500, 60, "Phiếu 50.000 ₫", "Cộng vào số dư của bạn.", "₫50,000 voucher"],
      ["shirt", 2000, 0, "Áo thun câu lạc bộ", "Áo cotton in logo câu lạc bộ."],
      ["headphones", 8000, 5, "Tai nghe", "Không dây, chống ồn."],
      ["phone", 80000, 2, "Điện thoại thông minh", "Mẫu mới nhất."],
    ],
    missions: [
      ["first-deposit", 1, 1, "points", 300, "Nạp tiền lần đầu", "Thực hiện lần nạp tiền đầu tiên."],
      ["play-10", 10, 10, "cash", 20000, "Chơi 10 ván", "Chơi 10 ván bất kỳ trò chơi nào."],
      ["login-7", 2, 7, "points", 500, "Đăng nhập 7 ngày liên tiếp", "Đăng nhập mỗi ngày trong 7 ngày."],
      ["lottery-3", 2, 3, "points", 150, "Mua 3 vé xổ số", "Mua 3 vé xổ số trong tuần này."],
      ["invite-1", 0, 1, "cash", 50000, "Mời một người bạn", "Một người bạn đăng ký bằng liên kết của bạn."],
    ],
    levels: [
      ["V1", "Bạc", ["Hoàn tiền 3% hàng tuần", "Hỗ trợ ưu tiên"], "Silver", ["3% weekly cashback", "Priority support"]],
      [
        "V2",
        "Vàng",
        ["Hoàn tiền 5% hàng tuần", "Quà sinh nhật 500.000 ₫", "Rút tiền nhanh hơn"],
        "Gold",
        ["5% weekly cashback", "500,000 ₫ birthday gift", "Faster withdrawals"],
      ],
      [
        "V3",
        "Kim cương",
        ["Hoàn tiền 8% hàng tuần", "Quà sinh nhật 1.500.000 ₫", "Quản lý tài khoản riêng"],
        "Diamond",
        ["8% weekly cashback", "1,500,000 ₫ birthday gift", "Personal account manager"],
      ],
      [
        "V4",
        "Huyền thoại",
        ["Hoàn tiền 12% hàng tuần", "Quà sinh nhật 5.000.000 ₫", "Mời tham dự sự kiện độc quyền"],
        "Legend",
        ["12% weekly cashback", "5,000,000 ₫ birthday gift", "Invitations to exclusive events"],
      ],
    ],
  },
);

const BRANDC = catalog(
  { language: "AR", currency: "AED", startingPoints: 800, rewardPerInvite: 20 },
  {
    rewards: [
      ["welcome", 20, "open", 7, "مكافأة الترحيب", "هدية لتبدأ اللعب."],
      ["cashback", 45, "open", 3, "استرداد نقدي أسبوعي", "استرد 10% من خسائر الأسبوع الماضي."],
      ["vip-up", 200, "open", null, "مكافأة ترقية VIP", "عند وصولك إلى مستوى VIP جديد."],
      ["birthday", 100, "claimed", null, "هدية عيد الميلاد", "عيد ميلاد سعيد! استمتع بهديتك."],
      ["weekend", 15, "expired", null, "مكافأة نهاية الأسبوع", "لمن لعب في نهاية الأسبوع."],
    ],
    items: [
      ["lottery-ticket", 100, 300, "تذكرة يانصيب", "تذكرة للسحب القادم."],
      ["free-spins", 250, 100, "10 دورات مجانية", "لألعاب السلوت المختارة."],
      ["voucher", 600, 30, "قسيمة بقيمة 20 درهمًا", "تُضاف إلى رصيدك.", "AED 20 voucher"],
      ["shirt", 900, 0, "قميص النادي", "قطن، بشعار النادي."],
      ["headphones", 4000, 4, "سماعات رأس", "لاسلكية، بعزل للضوضاء."],
      ["phone", 30000, 1, "هاتف ذكي", "أحدث طراز."],
    ],
    missions: [
      ["first-deposit", 1, 1, "points", 150, "الإيداع الأول", "قم بأول إيداع لك."],
      ["play-10", 10, 10, "cash", 10, "العب 10 جولات", "العب 10 جولات في أي لعبة."],
      ["login-7", 5, 7, "points", 200, "سجّل الدخول 7 أيام متتالية", "سجّل الدخول كل يوم لمدة 7 أيام."],
      ["lottery-3", 0, 3, "points", 80, "اشترِ 3 تذاكر يانصيب", "اشترِ 3 تذاكر يانصيب هذا الأسبوع."],
      ["invite-1", 0, 1, "cash", 20, "ادعُ صديقًا", "يسجّل صديقك باستخدام رابطك."],
    ],
    levels: [
      ["A1", "برونزي", ["استرداد نقدي أسبوعي 3%", "دعم ذو أولوية"], "Bronze", ["3% weekly cashback", "Priority support"]],
      [
        "A2",
        "فضي",
        ["استرداد نقدي أسبوعي 5%", "هدية عيد ميلاد بقيمة 100 درهم", "سحب أسرع"],
        "Silver",
        ["5% weekly cashback", "AED 100 birthday gift", "Faster withdrawals"],
      ],
      [
        "A3",
        "ذهبي",
        ["استرداد نقدي أسبوعي 8%", "هدية عيد ميلاد بقيمة 300 درهم", "مدير حساب شخصي"],
        "Gold",
        ["8% weekly cashback", "AED 300 birthday gift", "Personal account manager"],
      ],
      [
        "A4",
        "بلاتيني",
        ["استرداد نقدي أسبوعي 12%", "هدية عيد ميلاد بقيمة 1000 درهم", "دعوات لفعاليات حصرية"],
        "Platinum",
        ["12% weekly cashback", "AED 1,000 birthday gift", "Invitations to exclusive events"],
      ],
    ],
  },
);

const CATALOGS: Record<string, MemberScreenCatalog> = { DEMO, BRANDB, BRANDC };

/** A merchant without a catalogue of its own (one a test or ops added) gets the demo merchant's, said in English. */
export function catalogFor(merchantCode: string): MemberScreenCatalog {
  return CATALOGS[merchantCode] ?? { ...DEMO, language: "EN" };
}
