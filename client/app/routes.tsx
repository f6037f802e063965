import type { RouteObject } from "react-router";
import { GUEST_BROWSABLE_PATHS, GUEST_REDIRECTS, PUBLIC_PATHS, ROUTES } from "#shared/routes";
import type { ScreenHandle } from "../lib/screen";
import { FatalError } from "./FatalError";
import { RootLayout } from "./RootLayout";

/** A lazy route module, and its source path (the server preloads its chunk with the first paint). */
interface RouteModule {
  module: string;
  lazy: RouteObject["lazy"];
}

const HOME: RouteModule = { module: "client/features/home/route.tsx", lazy: () => import("../features/home/route") };
const ENTRY: RouteModule = { module: "client/features/home/entryRoute.tsx", lazy: () => import("../features/home/entryRoute") };
const ACTIVITY: RouteModule = { module: "client/features/activity/route.tsx", lazy: () => import("../features/activity/route") };
const SCREEN: RouteModule = { module: "client/features/screens/route.tsx", lazy: () => import("../features/screens/route") };
const MEMBER: RouteModule = { module: "client/features/member/route.tsx", lazy: () => import("../features/member/route") };
const LOGIN: RouteModule = { module: "client/features/auth/route.tsx", lazy: () => import("../features/auth/route") };
const CHANGE_PASSWORD: RouteModule = { module: "client/features/auth/changePswRoute.tsx", lazy: () => import("../features/auth/changePswRoute") };
const REGISTER: RouteModule = { module: "client/features/register/route.tsx", lazy: () => import("../features/register/route") };
const REWARD_CENTER: RouteModule = { module: "client/features/rewardCenter/route.tsx", lazy: () => import("../features/rewardCenter/route") };
const MALL: RouteModule = { module: "client/features/mall/route.tsx", lazy: () => import("../features/mall/route") };
const MISSIONS: RouteModule = { module: "client/features/missions/route.tsx", lazy: () => import("../features/missions/route") };
const BENEFITS: RouteModule = { module: "client/features/benefits/route.tsx", lazy: () => import("../features/benefits/route") };
const REFERRAL: RouteModule = { module: "client/features/referral/route.tsx", lazy: () => import("../features/referral/route") };
const GAMES: RouteModule = { module: "client/features/games/gamesRoute.tsx", lazy: () => import("../features/games/gamesRoute") };
const LAUNCH_GAME: RouteModule = { module: "client/features/games/route.tsx", lazy: () => import("../features/games/route") };
const AGENT: RouteModule = { module: "client/features/agent/route.tsx", lazy: () => import("../features/agent/route") };
const FEEDBACK: RouteModule = { module: "client/features/feedback/route.tsx", lazy: () => import("../features/feedback/route") };
const DEPOSIT: RouteModule = { module: "client/features/wallet/depositRoute.tsx", lazy: () => import("../features/wallet/depositRoute") };
const WITHDRAW: RouteModule = { module: "client/features/wallet/withdrawRoute.tsx", lazy: () => import("../features/wallet/withdrawRoute") };
const BANK_CARD: RouteModule = { module: "client/features/wallet/bankCardRoute.tsx", lazy: () => import("../features/wallet/bankCardRoute") };
const PASSWORD_RESET: RouteModule = { module: "client/features/passwordReset/route.tsx", lazy: () => import("../features/passwordReset/route") };
const PIX_KEY: RouteModule = { module: "client/features/wallet/pixKeyRoute.tsx", lazy: () => import("../features/wallet/pixKeyRoute") };

function screen(path: string, key: string, route: RouteModule = SCREEN, extra: Partial<ScreenHandle> = {}): RouteObject {
  const handle: ScreenHandle = { screen: key, public: PUBLIC_PATHS.has(path), guestBrowsable: GUEST_BROWSABLE_PATHS.has(path), module: route.module, ...extra };
  return { path, lazy: route.lazy, handle } as RouteObject;
}

/** Every route of SPEC §2's table, each with its screen; an address outside it gets the titled not-found page. */
export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    errorElement: <FatalError />,
    children: [
      screen(ROUTES.root, "entry", ENTRY, { edgeContent: true }),
      screen(ROUTES.index, "entry", ENTRY, { edgeContent: true }),
      screen(ROUTES.indexHtml, "entry", ENTRY, { edgeContent: true }),
      screen(ROUTES.home, "home", HOME, { edgeContent: true }),
      screen(ROUTES.login, "login", LOGIN),
      screen(ROUTES.register, "register", REGISTER),
      screen(ROUTES.registerHtml, "register", REGISTER),
      screen(ROUTES.memberHome, "memberHome", MEMBER),
      screen(ROUTES.changePsw, "changePsw", CHANGE_PASSWORD),
      screen(ROUTES.game, "game", GAMES),
      screen(ROUTES.launchGame, "launchGame", LAUNCH_GAME),
      screen(ROUTES.voucherCenter, "voucherCenter", DEPOSIT),
      screen(ROUTES.withdraw, "withdraw", WITHDRAW),
      screen(ROUTES.addBankCard, "addBankCard", BANK_CARD),
      screen(ROUTES.addBankCardPix, "addBankCardPix", PIX_KEY),
      screen(ROUTES.activity, "activity", ACTIVITY),
      screen(ROUTES.rewardCenter, "rewardCenter", REWARD_CENTER),
      screen(ROUTES.mall, "mall", MALL),
      screen(ROUTES.leaderBoard, "leaderBoard", MISSIONS),
      screen(ROUTES.benefits, "benefits", BENEFITS),
      screen(ROUTES.inviteFriends, "inviteFriends", REFERRAL),
      screen(ROUTES.agentRegister, "agentRegister", AGENT),
      screen(ROUTES.feedback, "feedback", FEEDBACK, { guestRedirect: GUEST_REDIRECTS[ROUTES.feedback] }),
      screen(ROUTES.forgotPassword, "forgotPassword", PASSWORD_RESET),
      screen("*", "notFound", SCREEN, { public: true, notFound: true }),
    ],
  },
];
