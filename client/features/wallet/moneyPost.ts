import { useStore } from "jotai";
import { useRef } from "react";
import { quietTaskDoneAtom } from "../../core/overlays";
import { type ClientRequest, DUPLICATE_REQUEST, type Endpoint } from "#shared/contract";
import type { None } from "#shared/contract/endpoint";
import { call, RequestError } from "../../lib/request";
import { newRequestId, type PendingRequest, platformAnswered, requestIdFor } from "./requestIds";

/** The problem the platform named in a refusal's value (`{ field, problem }`), when it is one of the form's fields. */
export function refusedField<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> | null {
  const value = error instanceof RequestError ? (error.value as { field?: unknown; problem?: unknown } | undefined) : undefined;
  const field = fields.find((candidate) => candidate === value?.field);
  return field && typeof value?.problem === "string" ? ({ [field]: value.problem } as Partial<Record<F, string>>) : null;
}

/**
 * Sends a money post with its request id; the caller's own messages say what went wrong (alert: false).
 * A `duplicate_request` that carries the first post's result is that result: the first post went through
 * even though its answer was lost.
 */
export function useMoneyPost<B extends ClientRequest, R>(endpoint: Endpoint<None, B, R>) {
  const store = useStore();
  const pending = useRef<PendingRequest | null>(null);
  const send = async (fields: Omit<B, "requestId">): Promise<R> => {
    const request = requestIdFor(pending.current, JSON.stringify(fields), newRequestId);
    pending.current = request;
    try {
      const result = await call(endpoint, { body: { ...fields, requestId: request.id } as B, alert: false });
      request.answered = true;
      return result;
    } catch (error) {
      if (platformAnswered(error)) request.answered = true;
      if (error instanceof RequestError && error.errorCode === DUPLICATE_REQUEST && error.value) return error.value as R;
      throw error;
    }
  };
  return async (fields: Omit<B, "requestId">): Promise<R> => {
    const result = await send(fields);
    // The page's task is done: a forced prompt its trigger named may follow it now (docs/decisions/054).
    store.set(quietTaskDoneAtom, true);
    return result;
  };
}
