import { AgentRegister } from "./AgentRegister";

/** Lazy route module (react-router `lazy` convention). */
export const Component = AgentRegister;
