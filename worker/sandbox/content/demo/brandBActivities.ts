import { promotions } from "./promotions.ts";
import { THEMES } from "./games.ts";

/**
 * Brand B's promotions, in its own words (promotions.ts says which promotions every demo merchant runs).
 */
const NEWS = THEMES.BRANDB.news;

export const BRANDB_ACTIVITIES = promotions<"VI" | "EN">("bb", NEWS, {
  appDownload: {
    categories: ["cat-new"],
    text: {
      VI: {
        title: "Tải app Brand B nhận 50.000\u00a0₫",
        summary: "Cài ứng dụng trên điện thoại, đăng nhập lần đầu và nhận thưởng ngay.",
        button: "Tải app",
        content:
          "<p>Ứng dụng Brand B giúp bạn xem kết quả xổ số nhanh hơn và không lo bị chặn link.</p><ul><li>Tải và cài ứng dụng cho Android hoặc iPhone.</li><li>Đăng nhập lần đầu trên ứng dụng.</li><li>Nhận <strong>50.000\u00a0₫</strong> trong vòng 5 phút.</li></ul><p>Mỗi tài khoản và mỗi thiết bị chỉ nhận một lần.</p>",
      },
      EN: {
        title: "Get the Brand B app, get ₫50,000",
        summary: "Install the app, log in for the first time and get your bonus at once.",
        button: "Get the app",
        content:
          "<p>The Brand B app brings you lottery results faster and never gets blocked.</p><ul><li>Install the app for Android or iPhone.</li><li>Log in on the app for the first time.</li><li>Get <strong>₫50,000</strong> within 5 minutes.</li></ul><p>Once per account and per device.</p>",
      },
    },
  },
  register: {
    categories: ["cat-new"],
    text: {
      VI: {
        title: "Đăng ký mới tặng 88.000\u00a0₫",
        summary: "Tạo tài khoản, xác minh số điện thoại và nhận 88.000\u00a0₫ chơi xổ số.",
        button: "Đăng ký ngay",
        content:
          "<p>Thành viên mới nhận <strong>88.000\u00a0₫</strong> sau khi xác minh số điện thoại.</p><ul><li>Dùng được cho mọi loại xổ số.</li><li>Vòng cược 5 lần trước khi rút.</li><li>Hiệu lực trong 7 ngày.</li></ul>",
      },
      EN: {
        title: "Sign up and get ₫88,000",
        summary: "Open an account, verify your phone and get ₫88,000 for the lottery.",
        button: "Sign up now",
        content:
          "<p>New members get <strong>₫88,000</strong> once their phone number is verified.</p><ul><li>Good for every lottery.</li><li>Wager it 5 times before withdrawing.</li><li>Valid for 7 days.</li></ul>",
      },
    },
  },
  firstDeposit: {
    categories: ["cat-new", "cat-live"],
    text: {
      VI: {
        title: "Nạp lần đầu thưởng 150%",
        summary: "Thưởng tới 5.000.000\u00a0₫ cho lần nạp đầu tiên.",
        button: "Nạp tiền",
        content: `<p>Nạp lần đầu từ <strong>100.000\u00a0₫</strong> và nhận thêm 150%, tối đa 5.000.000\u00a0₫.</p><ul><li>Áp dụng cho xổ số và Live Casino.</li><li>Vòng cược 12 lần.</li></ul><p><a href="${NEWS}/the-le">Thể lệ chi tiết</a></p>`,
      },
      EN: {
        title: "150% first deposit bonus",
        summary: "Up to ₫5,000,000 extra on your first deposit.",
        button: "Deposit",
        content: `<p>Deposit at least <strong>₫100,000</strong> for the first time and get 150% extra, up to ₫5,000,000.</p><ul><li>For the lottery and the live casino.</li><li>12x wagering.</li></ul><p><a href="${NEWS}/the-le">Full terms</a></p>`,
      },
    },
  },
  rewardCenter: {
    categories: ["cat-vip"],
    text: {
      VI: {
        title: "Trung tâm thưởng: quà mỗi ngày",
        summary: "Điểm danh hằng ngày và nhận mọi phần thưởng tại một nơi.",
        button: "Nhận thưởng",
        content:
          "<p>Đăng nhập và điểm danh mỗi ngày để nhận quà; điểm danh đủ 7 ngày liên tiếp nhận thêm <strong>77.000\u00a0₫</strong>.</p><p>Thưởng chưa nhận sẽ hết hạn sau 3 ngày.</p>",
      },
      EN: {
        title: "Reward Centre: gifts every day",
        summary: "Check in daily and collect all your rewards in one place.",
        button: "Collect rewards",
        content:
          "<p>Log in and check in every day for a gift; check in 7 days in a row for an extra <strong>₫77,000</strong>.</p><p>Unclaimed rewards expire after 3 days.</p>",
      },
    },
  },
  missions: {
    categories: ["cat-lottery"],
    text: {
      VI: {
        title: "Nhiệm vụ hằng ngày",
        summary: "Hoàn thành 5 nhiệm vụ mỗi ngày để nhận điểm thưởng.",
        button: "Làm nhiệm vụ",
        content:
          "<p>Nhiệm vụ mới lúc 00:00 mỗi ngày:</p><ul><li>Đăng nhập.</li><li>Chơi 3 kỳ Xổ Số Miền Bắc.</li><li>Chơi 10 kỳ Siêu Tốc 45 Giây.</li><li>Đặt một cược Live Casino.</li><li>Nạp tiền bất kỳ.</li></ul><p>Hoàn thành cả 5 nhiệm vụ để nhận <strong>500 điểm</strong>.</p>",
      },
      EN: {
        title: "Daily missions",
        summary: "Complete 5 missions a day to earn bonus points.",
        button: "Start missions",
        content:
          "<p>New missions at midnight every day:</p><ul><li>Log in.</li><li>Play 3 draws of Xổ Số Miền Bắc.</li><li>Play 10 rounds of Siêu Tốc 45 Giây.</li><li>Place one live casino bet.</li><li>Make any deposit.</li></ul><p>Complete all 5 for <strong>500 points</strong>.</p>",
      },
    },
  },
  vip: {
    categories: ["cat-vip"],
    text: {
      VI: {
        title: "Hội viên VIP: hoàn trả tới 1,2%",
        summary: "Lên hạng để nhận hoàn trả cao hơn, quà sinh nhật và chuyên viên riêng.",
        button: "Quyền lợi của tôi",
        content:
          "<p>Hạng VIP được xét lại vào ngày 1 hằng tháng:</p><ul><li><strong>Bạc:</strong> hoàn trả 0,6%.</li><li><strong>Vàng:</strong> hoàn trả 0,9%, rút tiền ưu tiên.</li><li><strong>Kim cương:</strong> hoàn trả 1,2%, chuyên viên chăm sóc riêng.</li></ul>",
      },
      EN: {
        title: "VIP members: up to 1.2% rebate",
        summary: "Move up for higher rebates, birthday gifts and a personal host.",
        button: "My benefits",
        content:
          "<p>VIP levels are reviewed on the 1st of every month:</p><ul><li><strong>Silver:</strong> 0.6% rebate.</li><li><strong>Gold:</strong> 0.9% rebate and priority withdrawals.</li><li><strong>Diamond:</strong> 1.2% rebate and a personal host.</li></ul>",
      },
    },
  },
  pointMarket: {
    categories: ["cat-vip"],
    text: {
      VI: {
        title: "Đổi điểm lấy quà",
        summary: "Dùng điểm tích lũy đổi thẻ cào, vàng miếng và điện thoại.",
        button: "Đến cửa hàng điểm",
        content:
          "<p>Mỗi 10.000\u00a0₫ tiền cược được <strong>1 điểm</strong>.</p><p>Đổi điểm lấy thẻ cào điện thoại, vàng miếng, điện thoại và tiền thưởng tại Cửa hàng điểm.</p>",
      },
      EN: {
        title: "Swap points for gifts",
        summary: "Use your points for top-up cards, gold bars and phones.",
        button: "Go to the Point Market",
        content:
          "<p>Every ₫10,000 you bet earns <strong>1 point</strong>.</p><p>Swap points for phone top-up cards, gold bars, phones and bonus cash in the Point Market.</p>",
      },
    },
  },
  inviteFriends: {
    categories: ["cat-new"],
    text: {
      VI: {
        title: "Giới thiệu bạn bè, nhận 100.000\u00a0₫",
        summary: "Mời bạn bè đăng ký; mỗi người nạp tiền, bạn nhận 100.000\u00a0₫.",
        button: "Mời bạn bè",
        content:
          "<p>Chia sẻ mã giới thiệu qua Zalo hoặc Facebook.</p><ul><li>Bạn bè đăng ký và nạp từ 200.000\u00a0₫.</li><li>Bạn nhận <strong>100.000\u00a0₫</strong> cho mỗi người, không giới hạn.</li></ul>",
      },
      EN: {
        title: "Refer friends, get ₫100,000",
        summary: "Invite friends; for each one who deposits, you get ₫100,000.",
        button: "Invite friends",
        content:
          "<p>Share your referral code on Zalo or Facebook.</p><ul><li>Your friend signs up and deposits ₫200,000 or more.</li><li>You get <strong>₫100,000</strong> for each friend, with no limit.</li></ul>",
      },
    },
  },
  cashback: {
    slug: "live-rebate",
    art: "activity-rebate",
    categories: ["cat-live"],
    text: {
      VI: {
        title: "Hoàn trả Live Casino mỗi ngày",
        summary: "Hoàn trả tới 0,8% tiền cược Live Casino, nhận tại Trung tâm thưởng.",
        button: "Nhận hoàn trả",
        content:
          "<p>Mỗi ngày lúc 12:00, chúng tôi hoàn <strong>tới 0,8%</strong> tổng tiền cược Live Casino của hôm trước.</p><p>Tiền hoàn trả nằm ở Trung tâm thưởng, không cần vòng cược.</p>",
      },
      EN: {
        title: "Daily live casino rebate",
        summary: "Up to 0.8% of your live casino bets back, in the Reward Centre.",
        button: "Claim rebate",
        content:
          "<p>Every day at noon we return <strong>up to 0.8%</strong> of the previous day's live casino bets.</p><p>The rebate waits in the Reward Centre, with no wagering.</p>",
      },
    },
  },
  news: {
    slug: "results-news",
    categories: ["cat-lottery"],
    text: {
      VI: {
        title: "Kết quả xổ số và thống kê hôm nay",
        summary: "Tường thuật trực tiếp và bảng thống kê tần suất các cặp số.",
        button: "Xem kết quả",
        content:
          "<p>Xem trực tiếp kết quả xổ số ba miền lúc 16:15, 17:15 và 18:15 mỗi ngày.</p><p>Trang tin Brand B có bảng thống kê tần suất và lịch quay thưởng cả tuần.</p>",
      },
      EN: {
        title: "Today's lottery results and statistics",
        summary: "Live draws and number-frequency tables.",
        button: "See results",
        content:
          "<p>Follow the results of all three regions live at 16:15, 17:15 and 18:15 every day.</p><p>The Brand B news site has frequency tables and the week's draw calendar.</p>",
      },
    },
  },
  partnerOffer: {
    categories: ["cat-lottery"],
    text: {
      VI: {
        title: "Ưu đãi đối tác: thưởng 200.000\u00a0₫",
        summary: "Khuyến mãi từ trang đối tác trong thời gian có hạn.",
        button: "Xem ưu đãi",
        content: "<p>Đối tác tặng <strong>200.000\u00a0₫</strong> cho người chơi mới.</p><p>Điều kiện do đối tác quy định.</p>",
      },
      EN: {
        title: "Partner offer: ₫200,000 bonus",
        summary: "A partner site's offer, for a limited time.",
        button: "See the offer",
        content: "<p>A partner gives new players <strong>₫200,000</strong>.</p><p>The partner sets the terms.</p>",
      },
    },
  },
  luckyWheel: {
    categories: ["cat-new"],
    text: {
      VI: {
        title: "Vòng quay may mắn",
        summary: "Mỗi ngày một lượt quay miễn phí, giải cao nhất 888.000\u00a0₫.",
        button: "Quay ngay",
        content: "<p>Đăng nhập mỗi ngày để nhận <strong>một lượt quay miễn phí</strong>.</p><p>Giải thưởng từ điểm thưởng đến 888.000\u00a0₫.</p>",
      },
      EN: {
        title: "Lucky wheel",
        summary: "One free spin a day; the top prize is ₫888,000.",
        button: "Spin now",
        content: "<p>Log in every day for <strong>one free spin</strong>.</p><p>Prizes range from points to ₫888,000.</p>",
      },
    },
  },
});
