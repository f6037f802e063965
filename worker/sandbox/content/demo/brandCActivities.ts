import { promotions } from "./promotions.ts";
import { THEMES } from "./games.ts";

/**
 * Dana Lotto's promotions, in its own words (promotions.ts says which promotions every demo merchant runs).
 */
const NEWS = THEMES.BRANDC.news;

export const BRANDC_ACTIVITIES = promotions<"AR" | "EN">("dl", NEWS, {
  appDownload: {
    categories: ["cat-new"],
    text: {
      AR: {
        title: "حمّل التطبيق واحصل على تذكرة مجانية",
        summary: "ثبّت تطبيق دانة لوتو وسجّل الدخول لأول مرة لتحصل على تذكرة دانة 6/42 مجانًا.",
        button: "حمّل التطبيق",
        content:
          "<p>تابع السحوبات مباشرة واحصل على تنبيه فور إعلان النتائج.</p><ul><li>ثبّت التطبيق على أندرويد أو آيفون.</li><li>سجّل الدخول لأول مرة من التطبيق.</li><li>تصلك <strong>تذكرة مجانية</strong> لقرعة الجمعة القادم.</li></ul>",
      },
      EN: {
        title: "Get the app and a free ticket",
        summary: "Install the Dana Lotto app and log in for the first time for a free Dana 6/42 ticket.",
        button: "Get the app",
        content:
          "<p>Watch the draws live and get an alert the moment results are out.</p><ul><li>Install the app on Android or iPhone.</li><li>Log in on the app for the first time.</li><li>Get a <strong>free ticket</strong> for next Friday's draw.</li></ul>",
      },
    },
  },
  register: {
    categories: ["cat-new"],
    text: {
      AR: {
        title: "سجّل الآن واحصل على 25 درهمًا",
        summary: "افتح حسابك في دقيقة واحدة وجرّب سحوباتنا مجانًا.",
        button: "سجّل الآن",
        content:
          "<p>يحصل الأعضاء الجدد على <strong>25 درهمًا</strong> بعد تأكيد رقم الهاتف.</p><ul><li>صالحة لجميع السحوبات وبطاقات الخدش.</li><li>تنتهي صلاحيتها بعد 7 أيام.</li></ul>",
      },
      EN: {
        title: "Sign up now and get AED 25",
        summary: "Open your account in a minute and try our draws for free.",
        button: "Sign up",
        content:
          "<p>New members get <strong>AED 25</strong> once their phone number is confirmed.</p><ul><li>Good for every draw and scratch card.</li><li>Expires after 7 days.</li></ul>",
      },
    },
  },
  firstDeposit: {
    categories: ["cat-new", "cat-daily"],
    text: {
      AR: {
        title: "مكافأة 100% على أول إيداع حتى 500 درهم",
        summary: "أودِع 50 درهمًا أو أكثر وضاعف رصيدك.",
        button: "أودِع الآن",
        content: `<p>أودِع لأول مرة واحصل على <strong>مكافأة 100%</strong> حتى 500 درهم.</p><ul><li>الحد الأدنى للإيداع 50 درهمًا.</li><li>تُستخدم المكافأة في شراء التذاكر وبطاقات الخدش.</li><li>تنتهي صلاحيتها بعد 30 يومًا.</li></ul><p><a href="${NEWS}/terms">الشروط والأحكام</a></p>`,
      },
      EN: {
        title: "100% first deposit bonus up to AED 500",
        summary: "Deposit AED 50 or more and double your balance.",
        button: "Deposit now",
        content: `<p>Make your first deposit and get a <strong>100% bonus</strong>, up to AED 500.</p><ul><li>Minimum deposit AED 50.</li><li>Use the bonus on tickets and scratch cards.</li><li>Expires after 30 days.</li></ul><p><a href="${NEWS}/terms">Terms and conditions</a></p>`,
      },
    },
  },
  rewardCenter: {
    categories: ["cat-daily"],
    text: {
      AR: {
        title: "مركز المكافآت",
        summary: "كل مكافآتك وتذاكرك المجانية في مكان واحد.",
        button: "عرض مكافآتي",
        content:
          "<p>اجمع تذاكرك المجانية ومكافآت العروض والاسترداد النقدي من مركز المكافآت.</p><p>تنتهي المكافآت غير المستلمة بعد <strong>7 أيام</strong>.</p>",
      },
      EN: {
        title: "Reward Centre",
        summary: "All your rewards and free tickets in one place.",
        button: "See my rewards",
        content:
          "<p>Collect your free tickets, promotion bonuses and cashback in the Reward Centre.</p><p>Unclaimed rewards expire after <strong>7 days</strong>.</p>",
      },
    },
  },
  missions: {
    slug: "pearl-dives",
    categories: ["cat-pearl-club", "cat-daily"],
    text: {
      AR: {
        title: "مهام الغوص: اجمع اللآلئ",
        summary: "أكمل غوصة كل يوم لمدة أسبوع واستبدل لآلئك بتذاكر.",
        button: "ابدأ المهام",
        content:
          "<p>كل يوم غوصة جديدة، وكل غوصة تكملها تمنحك لؤلؤة:</p><ul><li>اشترِ تذكرة لأي قرعة.</li><li>اخدش بطاقتين.</li><li>العب جولة في ألعاب الطاولة.</li></ul><p>اجمع <strong>7 لآلئ</strong> في أسبوع واحصل على 3 تذاكر مجانية.</p>",
      },
      EN: {
        title: "Pearl dives: collect pearls",
        summary: "Finish a dive every day for a week and swap your pearls for tickets.",
        button: "Start diving",
        content:
          "<p>A new dive every day, and every dive you finish earns a pearl:</p><ul><li>Buy a ticket for any draw.</li><li>Scratch two cards.</li><li>Play a round of a table game.</li></ul><p>Collect <strong>7 pearls</strong> in a week for 3 free tickets.</p>",
      },
    },
  },
  vip: {
    slug: "pearl-club",
    categories: ["cat-pearl-club"],
    text: {
      AR: {
        title: "نادي اللؤلؤ لكبار الأعضاء",
        summary: "ارتقِ من المحار إلى اللؤلؤة الملكية واحصل على مزايا أكبر.",
        button: "مزاياي",
        content:
          "<p>أربعة مستويات، ولكل مستوى مزاياه:</p><ul><li><strong>المحار:</strong> استرداد نقدي 2%.</li><li><strong>اللؤلؤة:</strong> استرداد 4% وتذكرة شهرية مجانية.</li><li><strong>الدانة:</strong> استرداد 6% وسحب أسرع للأرباح.</li><li><strong>اللؤلؤة الملكية:</strong> استرداد 8% ومدير حساب خاص.</li></ul>",
      },
      EN: {
        title: "Pearl Club membership",
        summary: "Rise from Oyster to Royal Pearl for bigger rewards.",
        button: "My benefits",
        content:
          "<p>Four levels, each with its own rewards:</p><ul><li><strong>Oyster:</strong> 2% cashback.</li><li><strong>Pearl:</strong> 4% cashback and a free monthly ticket.</li><li><strong>Dana:</strong> 6% cashback and faster withdrawals.</li><li><strong>Royal Pearl:</strong> 8% cashback and a personal account manager.</li></ul>",
      },
    },
  },
  pointMarket: {
    categories: ["cat-pearl-club"],
    text: {
      AR: {
        title: "سوق النقاط",
        summary: "استبدل نقاطك بتذاكر وقسائم تسوّق وهدايا.",
        button: "اذهب إلى السوق",
        content: "<p>كل درهم تنفقه على التذاكر يمنحك <strong>نقطة واحدة</strong>.</p><p>استبدل نقاطك بتذاكر مجانية وقسائم تسوّق وهدايا من سوق النقاط.</p>",
      },
      EN: {
        title: "Point Market",
        summary: "Swap your points for tickets, shopping vouchers and gifts.",
        button: "Go to the market",
        content:
          "<p>Every dirham you spend on tickets earns <strong>1 point</strong>.</p><p>Swap your points for free tickets, shopping vouchers and gifts in the Point Market.</p>",
      },
    },
  },
  inviteFriends: {
    categories: ["cat-new"],
    text: {
      AR: {
        title: "ادعُ أصدقاءك واربح 20 درهمًا",
        summary: "لكل صديق يسجّل ويشتري أول تذكرة تحصل على 20 درهمًا.",
        button: "ادعُ أصدقاءك",
        content:
          "<p>شارك رابط الدعوة الخاص بك عبر واتساب.</p><ul><li>يسجّل صديقك ويشتري أول تذكرة.</li><li>تحصل على <strong>20 درهمًا</strong> عن كل صديق، حتى 10 أصدقاء شهريًا.</li></ul>",
      },
      EN: {
        title: "Invite friends, earn AED 20",
        summary: "For every friend who signs up and buys a first ticket, you get AED 20.",
        button: "Invite friends",
        content:
          "<p>Share your invitation link on WhatsApp.</p><ul><li>Your friend signs up and buys a first ticket.</li><li>You get <strong>AED 20</strong> per friend, for up to 10 friends a month.</li></ul>",
      },
    },
  },
  cashback: {
    slug: "weekly-cashback",
    categories: ["cat-daily"],
    text: {
      AR: {
        title: "استرداد نقدي أسبوعي 5%",
        summary: "نعيد إليك 5% من صافي خسائر بطاقات الخدش كل أحد.",
        button: "استلم الاسترداد",
        content:
          "<p>كل يوم أحد نعيد إليك <strong>5% من صافي خسائرك</strong> في بطاقات الخدش خلال الأسبوع، حتى 250 درهمًا.</p><p>يبقى الاسترداد في مركز المكافآت 3 أيام.</p>",
      },
      EN: {
        title: "5% weekly cashback",
        summary: "Every Sunday we return 5% of your net scratch-card losses.",
        button: "Claim cashback",
        content:
          "<p>Every Sunday we return <strong>5% of your net losses</strong> on scratch cards from the week, up to AED 250.</p><p>The cashback waits in the Reward Centre for 3 days.</p>",
      },
    },
  },
  news: {
    slug: "draw-results",
    categories: ["cat-lotto"],
    text: {
      AR: {
        title: "نتائج قرعة الجمعة",
        summary: "الأرقام الفائزة وعدد الفائزين في كل فئة.",
        button: "شاهد النتائج",
        content: "<p>تابع نتائج دانة 6/42 وسحوبات الأسبوع على موقع أخبار دانة لوتو.</p><p>تُنشر النتائج خلال دقائق من انتهاء كل قرعة.</p>",
      },
      EN: {
        title: "Friday draw results",
        summary: "The winning numbers and the winners in every prize tier.",
        button: "See the results",
        content: "<p>Follow the Dana 6/42 results and the week's draws on the Dana Lotto news site.</p><p>Results are posted within minutes of each draw.</p>",
      },
    },
  },
  partnerOffer: {
    categories: ["cat-daily"],
    text: {
      AR: {
        title: "عرض شريك: 100 درهم إضافية",
        summary: "عرض من موقع شريك لفترة محدودة.",
        button: "شاهد العرض",
        content: "<p>يقدّم أحد شركائنا <strong>100 درهم</strong> إضافية للاعبين الجدد.</p><p>يحدد الشريك شروط العرض.</p>",
      },
      EN: {
        title: "Partner offer: AED 100 extra",
        summary: "A partner site's offer, for a limited time.",
        button: "See the offer",
        content: "<p>A partner gives new players an extra <strong>AED 100</strong>.</p><p>The partner sets the terms.</p>",
      },
    },
  },
  luckyWheel: {
    categories: ["cat-daily"],
    text: {
      AR: {
        title: "عجلة الحظ",
        summary: "لفّة مجانية كل يوم وجوائز تصل إلى 1,000 درهم.",
        button: "لُفّ العجلة",
        content: "<p>سجّل دخولك يوميًا واحصل على <strong>لفّة مجانية</strong> لعجلة الحظ.</p><p>الجوائز من النقاط حتى 1,000 درهم.</p>",
      },
      EN: {
        title: "Wheel of Luck",
        summary: "One free spin a day, with prizes up to AED 1,000.",
        button: "Spin the wheel",
        content: "<p>Log in every day for a <strong>free spin</strong> of the Wheel of Luck.</p><p>Prizes range from points to AED 1,000.</p>",
      },
    },
  },
});
