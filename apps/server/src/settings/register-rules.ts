import type { getRegisterSettings, QueryOf, ValueOf } from '@gamehall/contract';
import { patternById } from './register-patterns.ts';
import type { SettingsSnapshot } from './store.ts';

/**
 * Rules for one registration type: the shared rule, with the mobile overrides applied
 * for registerMobile, and the pattern filled in from the catalogue unless overridden.
 */
export function registerRules(
  snap: SettingsSnapshot,
  type: QueryOf<typeof getRegisterSettings>['type'],
): ValueOf<typeof getRegisterSettings> {
  return {
    rules: snap.settings.registerRules.map(({ acceptedPattern, mobile, ...rule }) => ({
      ...rule,
      ...(type === 'registerMobile' ? mobile : {}),
      acceptedPattern: acceptedPattern ?? patternById.get(rule.patternId)?.source ?? '*',
    })),
  };
}
