export { call, cancelAllRequests, request, type RequestOptions } from "./request";
export { RequestError } from "./errors";
export { setDeploymentMerchant } from "./headers";
export { setPlatformOrigin } from "./transport";
