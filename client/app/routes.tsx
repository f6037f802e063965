import type { RouteObject } from "react-router";
import { PUBLIC_PATHS } from "../../shared/navigation";
import type { ScreenHandle } from "../lib/screen";
import { FatalError } from "./FatalError";
import { RootLayout } from "./RootLayout";

const SCREEN_MODULE = "client/features/screens/route.tsx";
const loadScreen = () => import("../features/screens/route");
const MEMBER_MODULE = "client/features/member/route.tsx";
const loadMember = () => import("../features/member/route");
const LOGIN_MODULE = "client/features/auth/route.tsx";
const loadLogin = () => import("../features/auth/route");
const CHANGE_PASSWORD_MODULE = "client/features/auth/changePswRoute.tsx";
const loadChangePassword = () => import("../features/auth/changePswRoute");
const REGISTER_MODULE = "client/features/register/route.tsx";
const loadRegister = () => import("../features/register/route");

function screen(path: string, key: string, extra: Partial<ScreenHandle> = {}, lazy: RouteObject["lazy"] = loadScreen): RouteObject {
  const handle: ScreenHandle = { screen: key, public: PUBLIC_PATHS.has(path), module: SCREEN_MODULE, ...extra };
  return { path, lazy, handle } as RouteObject;
}

/** Every route of SPEC §2's table. Screens later issues build still show a titled page. */
export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    errorElement: <FatalError />,
    children: [
      screen("/", "entry"),
      screen("/m/index", "entry"),
      screen("/m/index.html", "entry"),
      screen("/m/home", "home"),
      screen("/m/login", "login", { module: LOGIN_MODULE }, loadLogin),
      screen("/m/register", "register", { module: REGISTER_MODULE }, loadRegister),
      screen("/m/register.html", "register", { module: REGISTER_MODULE }, loadRegister),
      screen("/m/member/home", "memberHome", { module: MEMBER_MODULE }, loadMember),
      screen("/m/changePsw", "changePsw", { module: CHANGE_PASSWORD_MODULE }, loadChangePassword),
      screen("/m/game", "game"),
      screen("/m/launchGame", "launchGame"),
      screen("/m/voucherCenter", "voucherCenter"),
      screen("/m/withdraw", "withdraw"),
      screen("/m/securityCenter/addBankCard", "addBankCard"),
      screen("/m/securityCenter/addBankCardPix", "addBankCardPix"),
      screen("/m/activity", "activity"),
      screen("/m/rewardCenter", "rewardCenter"),
      screen("/m/mall/mallHome", "mall"),
      screen("/m/leaderBoard", "leaderBoard"),
      screen("/m/member/benefits", "benefits"),
      screen("/m/inviteFriends", "inviteFriends"),
      screen("/m/agentRegister", "agentRegister"),
      screen("/m/feedback", "feedback", { guestRedirect: "/m/home" }),
      screen("*", "notFound", { public: true, notFound: true }),
    ],
  },
];
