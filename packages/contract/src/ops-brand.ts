import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';

/**
 * The console's brand settings page (issue 19, decision 041): the brand keys an operator
 * edits while the site runs. Maintenance and region blocks have calls of their own (ops.ts).
 */
export const EDITABLE_SETTING_KEYS = ['whitelabel', 'registerRules', 'money', 'accounts'] as const;
export type EditableSettingKey = (typeof EDITABLE_SETTING_KEYS)[number];

/**
 * One refusal of a changed value: where (dot-joined, from the body: `value.withdrawMin`,
 * `value.3.maxLength`) and why. VALIDATION_FAILED answers carry a list of them in `details`,
 * as the route-schema refusals do.
 */
export const SettingIssue = /* @__PURE__ */ z.object({ path: z.string(), message: z.string() });
export type SettingIssue = z.infer<typeof SettingIssue>;

export const opsChangeSetting = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/settings/change',
  tag: 'ops',
  staff: 'settings.write',
  summary:
    "Replace one brand setting (feature switches, registration rules, money, accounts) with a whole new value, checked by the server's own schema of that setting",
  body: z.strictObject({
    key: z.enum(EDITABLE_SETTING_KEYS),
    /**
     * The setting's whole value; its shape is the server's (apps/server/src/settings/schema.ts).
     * Never left out: the server would read a missing money or accounts value as the defaults.
     */
    value: z.unknown().check(z.refine((v) => v !== undefined, 'the whole value of the setting')),
  }),
  value: z.object({ key: z.enum(EDITABLE_SETTING_KEYS), value: z.unknown() }),
});
