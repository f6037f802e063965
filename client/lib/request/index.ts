export { call, cancelAllRequests, request, type RequestOptions } from "./request";
export { isConnectionFailure, RequestError } from "./errors";
export { setDeploymentMerchant } from "./headers";
export { type PlatformFailover, setPlatformFailover, setPlatformOrigin } from "./transport";
