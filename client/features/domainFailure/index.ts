export { default } from "./DomainFailure";
