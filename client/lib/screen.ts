import { useMatches } from "react-router";

/** Route metadata read by the layout, the access rule and the server's head. */
export interface ScreenHandle {
  /** Key under `screens.<key>` in the locale files. */
  screen: string;
  public: boolean;
  /** Open to guests too where the merchant turned guest browsing on (issue #35, item 3). */
  guestBrowsable?: boolean;
  /** Source module of the lazy route, used by the server to preload its chunk. */
  module: string;
  notFound?: boolean;
  /** The page's first paint shows the home's banners, lanes and marquee, which the edge loads and inlines (issue #10). */
  edgeContent?: boolean;
  /** Protected screens that send guests somewhere other than login (SPEC §2). */
  guestRedirect?: string;
}

export function useScreenHandle(): ScreenHandle | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as ScreenHandle | undefined;
}
