import { plainErrorPage } from "./errorResponses";

/** What a page of the app answers to: it is only ever read. */
export const PAGE_METHODS = ["GET", "HEAD"] as const;

/**
 * A page is only read: a form or a probe that posts to one is told so (405, with the methods a page allows), not that
 * the address does not exist.
 */
export function methodNotAllowed(): Response {
  const response = plainErrorPage(405, "Not allowed", "This address is a page: it can only be opened.");
  response.headers.set("Allow", PAGE_METHODS.join(", "));
  return response;
}
