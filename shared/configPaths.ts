import { z } from "zod";

/**
 * Whether a dotted path (`region.denyCountries`, `maintenance.messages.VI`, `icons.0.src`) names a setting of a zod
 * object schema, and if not, the settings that level has. The operators' `merchant set` uses it (issue #36, item 7):
 * a path nothing reads is refused with the valid ones listed, never written to KV and silently dropped.
 */
export type PathCheck = { ok: true } | { ok: false; at: string; valid: string[] };

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
  return current;
}

export function checkSettingPath(schema: z.ZodType, path: string): PathCheck {
  let node = unwrap(schema);
  const walked: string[] = [];
  for (const key of path.split(".")) {
    if (node instanceof z.ZodObject) {
      const shape = node.shape as Record<string, z.ZodType>;
      if (!Object.hasOwn(shape, key)) return { ok: false, at: walked.join("."), valid: Object.keys(shape) };
      node = unwrap(shape[key]!);
    } else if (node instanceof z.ZodRecord) {
      node = unwrap(node.valueType as z.ZodType);
    } else if (node instanceof z.ZodArray && /^\d+$/.test(key)) {
      node = unwrap(node.element as z.ZodType);
    } else {
      return { ok: false, at: walked.join("."), valid: [] };
    }
    walked.push(key);
  }
  return { ok: true };
}
