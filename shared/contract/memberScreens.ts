import type { ContentImage } from "./content.ts";
import { endpoint, type AnyEndpoint, type None } from "./endpoint.ts";

/**
 * The member screens of SPEC §2 (reward centre, point market, missions, member benefits, referral,
 * agent registration). The spec names no calls for them: every path and field here is ours
 * (docs/decisions/014). Texts arrive in the request's Language.
 */

/** A reward of the reward centre: claimable until it expires, then claimed or expired. */
export type RewardStatus = "claimable" | "claimed" | "expired";
export interface Reward {
  id: string;
  title: string;
  description: string;
  /** In the merchant's currency. */
  amount: number;
  currency: string;
  status: RewardStatus;
  /** Epoch ms; null when it never expires. */
  expiresAt: number | null;
}
export interface RewardList {
  rewards: Reward[];
}

export interface MallItem {
  id: string;
  name: string;
  description: string;
  image: ContentImage;
  /** Points one redemption costs. */
  cost: number;
  /** How many are left for the merchant's players. */
  stock: number;
}
export interface PointMarket {
  points: number;
  items: MallItem[];
}
/** The balance after a redemption, and the item with its stock now. */
export interface Redemption {
  points: number;
  item: MallItem;
}

export type MissionStatus = "inProgress" | "claimable" | "claimed";
export interface MissionReward {
  kind: "points" | "cash";
  amount: number;
  /** Cash rewards only. */
  currency?: string;
}
export interface Mission {
  id: string;
  title: string;
  description: string;
  progress: number;
  target: number;
  reward: MissionReward;
  status: MissionStatus;
}
export interface MissionList {
  missions: Mission[];
}

/** One VIP level (SPEC §3 Member info clubLabel: labelId, labelName, rankLevel) and what it gives. */
export interface VipLevel {
  labelId: string;
  name: string;
  rankLevel: number;
  benefits: string[];
}
export interface MemberBenefits {
  /** Lowest level first. */
  levels: VipLevel[];
}

export interface ReferralInfo {
  /** What a friend's link carries as `r` (SPEC §2 /m/index). */
  code: string;
  invited: number;
  rewardsEarned: number;
  currency: string;
}

export type AgentApplicationStatus = "pending" | "approved";
export interface AgentApplicationRequest {
  contactName: string;
  /** A mobile number or a messenger handle starting with @. */
  contact: string;
  message: string;
}
export interface AgentApplication extends AgentApplicationRequest {
  status: AgentApplicationStatus;
  createdAt: number;
}

export type AgentField = keyof AgentApplicationRequest;
export type AgentFieldProblem = "required" | "invalid" | "tooShort" | "tooLong";
export type AgentProblems = Partial<Record<AgentField, AgentFieldProblem>>;

/** Ours: the agent form's limits, checked alike by the form and the platform. */
export const AGENT_LIMITS = { contactName: { min: 2, max: 40 }, message: { min: 10, max: 500 } } as const;
const PHONE = /^\+?\d{6,15}$/;
const HANDLE = /^@[A-Za-z0-9_.]{3,32}$/;

function length(value: string, min: number, max: number): AgentFieldProblem | null {
  if (!value) return "required";
  if (value.length < min) return "tooShort";
  if (value.length > max) return "tooLong";
  return null;
}

/** The agent application's problems, field by field; an empty object when it may be sent. Values are trimmed first. */
export function checkAgentApplication(input: Partial<Record<AgentField, unknown>>): AgentProblems {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const problems: AgentProblems = {};
  const name = length(text(input.contactName), AGENT_LIMITS.contactName.min, AGENT_LIMITS.contactName.max);
  if (name) problems.contactName = name;
  const contact = text(input.contact);
  if (!contact) problems.contact = "required";
  else if (!PHONE.test(contact.replace(/[\s-]/g, "")) && !HANDLE.test(contact)) problems.contact = "invalid";
  const message = length(text(input.message), AGENT_LIMITS.message.min, AGENT_LIMITS.message.max);
  if (message) problems.message = message;
  return problems;
}

const read = <Response>(path: string) => endpoint<None, None, Response>({ method: "GET", path, auth: true, encrypted: false, cache: "none" });
const post = <Body, Response>(path: string, moduleId: string) =>
  endpoint<None, Body, Response>({ method: "POST", path, auth: true, encrypted: false, moduleId, cache: "none" });

export const rewardList = read<RewardList>("/wps/relay/REWCEN_getRewardList");
export const rewardClaim = post<{ id: string }, Reward>("/wps/relay/REWCEN_claimReward", "REWCEN3");
export const pointMarket = read<PointMarket>("/wps/relay/MALL_getPointMarket");
export const mallRedeem = post<{ itemId: string }, Redemption>("/wps/relay/MALL_redeem", "MALL3");
export const missionList = read<MissionList>("/wps/relay/MISSION_getMissionList");
export const missionClaim = post<{ id: string }, Mission>("/wps/relay/MISSION_claim", "MISSION3");
export const memberBenefits = read<MemberBenefits>("/wps/relay/MCSFE_getMemberBenefits");
/** Members only: a guest's referral page shows the rules without calling it. */
export const referralInfo = read<ReferralInfo>("/wps/relay/MCSFE_getReferralInfo");
export const agentApplication = read<{ application: AgentApplication | null }>("/wps/member/agent/application");
export const agentApply = post<AgentApplicationRequest, AgentApplication>("/wps/member/agent/application", "AGENT3");

/** The whitelabel flag without which the reward centre is not looked up (SPEC §5). */
export const REWARD_CENTRE_FLAG = "REWCEN3";

export const MEMBER_SCREEN_ENDPOINTS = [
  rewardList,
  rewardClaim,
  pointMarket,
  mallRedeem,
  missionList,
  missionClaim,
  memberBenefits,
  referralInfo,
  agentApplication,
  agentApply,
] as AnyEndpoint[];
