export { candidateDomains, fastestDomain, originOf } from "./fastestDomain";
export { startPlatformFailover } from "./platformFailover";
