import type { z } from "zod";

export type StoredParse<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/**
 * A stored value (KV holds JSON text; tests and tools pass objects) checked against its schema. Never
 * throws: whatever an operator or a bug left there is reported as problems, not crashed on.
 */
export function parseStored<T>(schema: z.ZodType<T>, raw: unknown): StoredParse<T> {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, problems: ["not valid JSON"] };
    }
  }
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`) };
}
