import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { syncKeptQuery } from "../lib/keptQuery";

/**
 * Puts locally stored kept parameters back into the address after hydration, so every
 * link and navigation carries them (SPEC §2) without the server having to know them.
 */
export function KeptQuerySync() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = syncKeptQuery(location.search);
    if (search !== null) void navigate(`${location.pathname}${search}${location.hash}`, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);
  return null;
}
