import type { RouteObject } from "react-router";
import { GUEST_REDIRECTS, PUBLIC_PATHS, ROUTES } from "../../shared/routes";
import type { ScreenHandle } from "../lib/screen";
import { FatalError } from "./FatalError";
import { RootLayout } from "./RootLayout";

/** A lazy route module, and its source path (the server preloads its chunk with the first paint). */
interface RouteModule {
  module: string;
  lazy: RouteObject["lazy"];
}

const SCREEN: RouteModule = { module: "client/features/screens/route.tsx", lazy: () => import("../features/screens/route") };
const MEMBER: RouteModule = { module: "client/features/member/route.tsx", lazy: () => import("../features/member/route") };
const LOGIN: RouteModule = { module: "client/features/auth/route.tsx", lazy: () => import("../features/auth/route") };
const CHANGE_PASSWORD: RouteModule = { module: "client/features/auth/changePswRoute.tsx", lazy: () => import("../features/auth/changePswRoute") };
const REGISTER: RouteModule = { module: "client/features/register/route.tsx", lazy: () => import("../features/register/route") };

function screen(path: string, key: string, route: RouteModule = SCREEN, extra: Partial<ScreenHandle> = {}): RouteObject {
  const handle: ScreenHandle = { screen: key, public: PUBLIC_PATHS.has(path), module: route.module, ...extra };
  return { path, lazy: route.lazy, handle } as RouteObject;
}

/** Every route of SPEC §2's table. Screens later issues build still show a titled page. */
export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    errorElement: <FatalError />,
    children: [
      screen(ROUTES.root, "entry"),
      screen(ROUTES.index, "entry"),
      screen(ROUTES.indexHtml, "entry"),
      screen(ROUTES.home, "home"),
      screen(ROUTES.login, "login", LOGIN),
      screen(ROUTES.register, "register", REGISTER),
      screen(ROUTES.registerHtml, "register", REGISTER),
      screen(ROUTES.memberHome, "memberHome", MEMBER),
      screen(ROUTES.changePsw, "changePsw", CHANGE_PASSWORD),
      screen(ROUTES.game, "game"),
      screen(ROUTES.launchGame, "launchGame"),
      screen(ROUTES.voucherCenter, "voucherCenter"),
      screen(ROUTES.withdraw, "withdraw"),
      screen(ROUTES.addBankCard, "addBankCard"),
      screen(ROUTES.addBankCardPix, "addBankCardPix"),
      screen(ROUTES.activity, "activity"),
      screen(ROUTES.rewardCenter, "rewardCenter"),
      screen(ROUTES.mall, "mall"),
      screen(ROUTES.leaderBoard, "leaderBoard"),
      screen(ROUTES.benefits, "benefits"),
      screen(ROUTES.inviteFriends, "inviteFriends"),
      screen(ROUTES.agentRegister, "agentRegister"),
      screen(ROUTES.feedback, "feedback", SCREEN, { guestRedirect: GUEST_REDIRECTS[ROUTES.feedback] }),
      screen("*", "notFound", SCREEN, { public: true, notFound: true }),
    ],
  },
];
