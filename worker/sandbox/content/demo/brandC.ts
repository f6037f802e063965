import type { MerchantContent } from "../schema.ts";
import { BRANDC_ACTIVITIES } from "./brandCActivities.ts";
import { buildContent } from "./build.ts";
import { THEMES } from "./games.ts";

/** Dana Lotto, UAE: draws and scratch cards under a pearl-diving theme, in dirhams. Arabic (right to left) first, English second. */
const NEWS = THEMES.BRANDC.news;

export const BRANDC: MerchantContent = buildContent("BRANDC", {
  languages: ["AR", "EN"],
  banners: [
    {
      id: "dl-banner-deposit",
      groupName: "m_home",
      art: "banner-deposit",
      linkageType: "P",
      linkage: "/m/activity?id=dl-first-deposit",
      title: { AR: "مكافأة 100% على أول إيداع حتى 500 درهم", EN: "100% first deposit bonus up to AED 500" },
    },
    {
      id: "dl-banner-draw",
      groupName: "m_home",
      art: "banner-draw",
      linkageType: "URL",
      linkage: `${NEWS}/friday-draw`,
      title: { AR: "القرعة الكبرى كل جمعة: جائزة مليون درهم", EN: "The big Friday draw: an AED 1,000,000 jackpot" },
    },
    {
      id: "dl-banner-lotto",
      groupName: "m_home",
      art: "banner-lotto",
      linkageType: "G",
      game: "dana-6-42",
      title: { AR: "العب دانة 6/42 الآن", EN: "Play Dana 6/42 now" },
    },
    {
      id: "dl-welcome-1",
      groupName: "m_popup1",
      art: "popup-welcome",
      linkageType: "",
      title: { AR: "أهلًا بك في دانة لوتو", EN: "Welcome to Dana Lotto" },
    },
    {
      id: "dl-welcome-2",
      groupName: "m_popup2",
      art: "popup-save",
      linkageType: "",
      title: { AR: "احفظ عنواننا", EN: "Save our address" },
      text: {
        AR: "احفظ هذه الصورة وأضف دانة لوتو إلى شاشتك الرئيسية لتصل دائمًا إلى موقعنا الرسمي، حتى لو توقف أحد الروابط عن العمل.",
        EN: "Save this picture and add Dana Lotto to your home screen, so you always reach our official site, even if a link stops working.",
      },
    },
  ],
  popups: {
    style: "slider",
    forceRead: true,
    dontShowToday: true,
    doNotShowAgain: false,
    items: [
      {
        id: "dl-popup-welcome",
        execution: "B",
        text: {
          AR: {
            title: "أهلًا بك في دانة لوتو",
            content:
              "<p>سحوبات اللوتو وبطاقات الخدش وألعاب الطاولة في مكان واحد.</p><ul><li>قرعة كبرى كل جمعة الساعة 9 مساءً</li><li>دعم على مدار الساعة بالعربية والإنجليزية</li></ul>",
          },
          EN: {
            title: "Welcome to Dana Lotto",
            content:
              "<p>Lotto draws, scratch cards and table games in one place.</p><ul><li>A big draw every Friday at 9 p.m.</li><li>Support around the clock in Arabic and English</li></ul>",
          },
        },
      },
      {
        id: "dl-popup-register",
        execution: "B",
        activityId: "dl-welcome-register",
        text: {
          AR: { title: "سجّل واحصل على 25 درهمًا", content: "<p>افتح حسابك اليوم واحصل على <strong>25 درهمًا</strong> لتجربة سحوبات دانة.</p>" },
          EN: { title: "Sign up and get AED 25", content: "<p>Open your account today and get <strong>AED 25</strong> to try the Dana draws.</p>" },
        },
      },
      {
        id: "dl-popup-draw",
        execution: "A",
        text: {
          AR: {
            title: "موعد القرعة الكبرى",
            content:
              "<p>يُجرى القرعة الكبرى لدانة 6/42 <strong>كل جمعة الساعة 9 مساءً</strong> بتوقيت الإمارات.</p><p>يُغلق بيع التذاكر قبل القرعة بخمس عشرة دقيقة.</p>",
          },
          EN: {
            title: "Big draw time",
            content:
              "<p>The Dana 6/42 big draw takes place <strong>every Friday at 9 p.m.</strong> UAE time.</p><p>Ticket sales close 15 minutes before the draw.</p>",
          },
        },
      },
      {
        id: "dl-popup-deposit",
        execution: "A",
        activityId: "dl-first-deposit",
        text: {
          AR: { title: "ضاعف أول إيداع لك", content: "<p>أودِع 50 درهمًا أو أكثر واحصل على <strong>مكافأة 100%</strong> حتى 500 درهم.</p>" },
          EN: { title: "Double your first deposit", content: "<p>Deposit AED 50 or more and get a <strong>100% bonus</strong>, up to AED 500.</p>" },
        },
      },
      {
        id: "dl-popup-first-login",
        execution: "F",
        text: {
          AR: {
            title: "مرحبًا بك عضوًا جديدًا",
            content: `<p>قبل أول سحب للأموال من أرباحك:</p><ul><li>أكمل التحقق من هويتك.</li><li>أضف حسابًا مصرفيًا باسمك.</li></ul><p><a href="${NEWS}/verify">طريقة التحقق</a></p>`,
          },
          EN: {
            title: "Welcome aboard",
            content: `<p>Before your first withdrawal:</p><ul><li>Complete your identity check.</li><li>Add a bank account in your own name.</li></ul><p><a href="${NEWS}/verify">How to verify</a></p>`,
          },
        },
      },
    ],
  },
  marquee: {
    AR: [
      "مبروك للفائز م***21 بجائزة 50,000 درهم في قرعة دانة 6/42!",
      "القرعة الكبرى كل جمعة الساعة 9 مساءً بتوقيت الإمارات.",
      "العب بمسؤولية. لمن هم في سن 21 عامًا فأكثر فقط.",
    ],
    EN: [
      "Congratulations to m***21, winner of AED 50,000 in the Dana 6/42 draw!",
      "The big draw is every Friday at 9 p.m. UAE time.",
      "Play responsibly. Over-21s only.",
    ],
  },
  categories: [
    { id: "cat-new", name: { AR: "جديد", EN: "New" } },
    { id: "cat-lotto", name: { AR: "اللوتو", EN: "Lotto" } },
    { id: "cat-pearl-club", name: { AR: "نادي اللؤلؤ", EN: "Pearl Club" } },
    { id: "cat-daily", name: { AR: "عروض يومية", EN: "Daily offers" } },
  ],
  activities: BRANDC_ACTIVITIES,
  promotions: { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: false, count: 0 } },
  laneTitles: {
    HOT: { AR: "الأكثر شعبية", EN: "Most popular" },
    LOTTO: { AR: "سحوبات اللوتو", EN: "Lotto draws" },
    INSTANT: { AR: "بطاقات الخدش", EN: "Scratch cards" },
    SLOTS: { AR: "سلوتس", EN: "Slots" },
    TABLE: { AR: "ألعاب الطاولة", EN: "Table games" },
  },
});
