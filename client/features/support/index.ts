/** The footer chat button, the customer-service sheet and the platform chat's frame (docs/decisions/019). */
export { SupportNavItem } from "./SupportNavItem";
