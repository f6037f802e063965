import type { MerchantContent } from "../schema.ts";
import { BRANDB_ACTIVITIES } from "./brandBActivities.ts";
import { buildContent } from "./build.ts";
import { THEMES } from "./games.ts";

/** Brand B, Vietnam: the three regions' lotteries and a live casino, in dong. Vietnamese first, English second. */
const NEWS = THEMES.BRANDB.news;

export const BRANDB: MerchantContent = buildContent("BRANDB", {
  languages: ["VI", "EN"],
  banners: [
    {
      id: "bb-banner-deposit",
      groupName: "m_home",
      art: "banner-deposit",
      linkageType: "P",
      linkage: "/m/activity?id=bb-first-deposit",
      title: { VI: "Nạp lần đầu thưởng 150%", EN: "150% bonus on your first deposit" },
    },
    {
      id: "bb-banner-results",
      groupName: "m_home",
      art: "banner-results",
      linkageType: "URL",
      linkage: `${NEWS}/ket-qua-xo-so`,
      title: { VI: "Trực tiếp kết quả xổ số ba miền mỗi ngày", EN: "Live results from all three regional lotteries, every day" },
    },
    {
      id: "bb-banner-baccarat",
      groupName: "m_home",
      art: "banner-baccarat",
      linkageType: "G",
      game: "baccarat-hoang-kim",
      roomId: "VIP-08",
      title: { VI: "Baccarat Hoàng Kim: bàn VIP mở cửa 24/7", EN: "Baccarat Hoàng Kim: VIP tables open 24/7" },
    },
    {
      id: "bb-welcome-1",
      groupName: "m_popup1",
      art: "popup-welcome",
      linkageType: "",
      title: { VI: "Chào mừng đến với Brand B", EN: "Welcome to Brand B" },
    },
    {
      id: "bb-welcome-2",
      groupName: "m_popup2",
      art: "popup-save",
      linkageType: "",
      title: { VI: "Lưu địa chỉ Brand B", EN: "Save the Brand B address" },
      text: {
        VI: "Lưu ảnh này và thêm Brand B vào màn hình chính để luôn vào được trang chính thức, kể cả khi đường link bị chặn.",
        EN: "Save this picture and add Brand B to your home screen, so you can always reach the official site, even if a link is blocked.",
      },
    },
  ],
  popups: {
    style: "list",
    forceRead: false,
    dontShowToday: false,
    doNotShowAgain: true,
    items: [
      {
        id: "bb-popup-welcome",
        execution: "B",
        text: {
          VI: {
            title: "Chào mừng bạn đến với Brand B",
            content:
              "<p>Xổ số ba miền, xổ số siêu tốc và Live Casino trong một ứng dụng.</p><ul><li>Nạp rút 24/7, tiền về trong 3 phút</li><li>Hỗ trợ tiếng Việt suốt ngày đêm</li></ul>",
          },
          EN: {
            title: "Welcome to Brand B",
            content:
              "<p>Lotteries from all three regions, fast draws and a live casino in one app.</p><ul><li>Deposits and withdrawals 24/7, paid within 3 minutes</li><li>Support in Vietnamese, day and night</li></ul>",
          },
        },
      },
      {
        id: "bb-popup-register",
        execution: "B",
        activityId: "bb-welcome-register",
        text: {
          VI: {
            title: "Đăng ký mới nhận ngay 88.000\u00a0₫",
            content: "<p>Tạo tài khoản hôm nay, xác minh số điện thoại và nhận <strong>88.000\u00a0₫</strong> để chơi xổ số.</p>",
          },
          EN: {
            title: "Sign up and get ₫88,000",
            content: "<p>Open an account today, verify your phone number and get <strong>₫88,000</strong> to play the lottery.</p>",
          },
        },
      },
      {
        id: "bb-popup-deposit",
        execution: "A",
        activityId: "bb-first-deposit",
        text: {
          VI: { title: "Thưởng 150% lần nạp đầu", content: "<p>Nạp từ 100.000\u00a0₫ và nhận thêm <strong>150%</strong>, tối đa 5.000.000\u00a0₫.</p>" },
          EN: { title: "150% on your first deposit", content: "<p>Deposit ₫100,000 or more and get <strong>150% extra</strong>, up to ₫5,000,000.</p>" },
        },
      },
      {
        id: "bb-popup-tet",
        execution: "A",
        text: {
          VI: {
            title: "Lịch quay thưởng dịp Tết Nguyên Đán",
            content:
              "<p>Xổ số kiến thiết ba miền <strong>tạm nghỉ từ 30 Tết đến hết mùng 3</strong> và quay thưởng lại từ mùng 4.</p><p>Siêu Tốc 45 Giây, Keno và Live Casino vẫn hoạt động bình thường.</p>",
          },
          EN: {
            title: "Lunar New Year draw schedule",
            content:
              "<p>The regional lotteries <strong>pause from New Year's Eve to the third day of Tết</strong> and draw again from the fourth.</p><p>Siêu Tốc 45 Giây, Keno and the live casino stay open as usual.</p>",
          },
        },
      },
      {
        id: "bb-popup-first-login",
        execution: "F",
        text: {
          VI: {
            title: "Chào thành viên mới!",
            content: `<p>Để rút tiền nhanh hơn, bạn hãy:</p><ul><li>Liên kết tài khoản ngân hàng chính chủ.</li><li>Đặt mật khẩu rút tiền.</li></ul><p><a href="${NEWS}/huong-dan">Xem hướng dẫn</a></p>`,
          },
          EN: {
            title: "Welcome, new member!",
            content: `<p>To withdraw faster:</p><ul><li>Link a bank account in your own name.</li><li>Set a withdrawal password.</li></ul><p><a href="${NEWS}/huong-dan">Read the guide</a></p>`,
          },
        },
      },
    ],
  },
  marquee: {
    VI: [
      "Chúc mừng ngu***68 trúng 25.000.000\u00a0₫ tại Siêu Tốc 45 Giây!",
      "Nạp rút 24/7, tiền về tài khoản trong 3 phút.",
      "Chơi có trách nhiệm. Chỉ dành cho người từ 18 tuổi trở lên.",
    ],
    EN: [
      "Congratulations to ngu***68, winner of ₫25,000,000 on Siêu Tốc 45 Giây!",
      "Deposits and withdrawals 24/7, in your account within 3 minutes.",
      "Play responsibly. Over-18s only.",
    ],
  },
  categories: [
    { id: "cat-new", name: { VI: "Mới", EN: "New" } },
    { id: "cat-lottery", name: { VI: "Xổ số", EN: "Lottery" } },
    { id: "cat-live", name: { VI: "Live Casino", EN: "Live casino" } },
    { id: "cat-vip", name: { VI: "VIP", EN: "VIP" } },
  ],
  activities: BRANDB_ACTIVITIES,
  promotions: { APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: true, count: 1 } },
  laneTitles: {
    HOT: { VI: "Nổi bật", EN: "Featured" },
    LOTTERY: { VI: "Xổ số", EN: "Lottery" },
    LIVE: { VI: "Live Casino", EN: "Live casino" },
    CARDS: { VI: "Game bài", EN: "Card games" },
    SLOTS: { VI: "Nổ hũ", EN: "Slots" },
    FISHING: { VI: "Bắn cá", EN: "Fishing" },
  },
});
