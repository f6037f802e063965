export { call, cancelAllRequests, request, type RequestOptions } from "./request";
export { RequestError } from "./errors";
export { setRequestEffects, type PlayerMessage, type RequestEffects } from "./effects";
export { setDeploymentMerchant } from "./headers";
