import type { ModuleNode } from '@gamehall/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Settings } from '../../settings/schema.ts';

/**
 * Product §5 feature switches: a module of the whitelabel tree is on when it and every
 * module above it are enabled ('1'), so switching a whole group off switches its
 * children off too.
 */
export function featureOn(settings: Pick<Settings, 'whitelabel'>, modId: string): boolean {
  const walk = (nodes: readonly ModuleNode[]): boolean =>
    nodes.some((n) => n.enabled === '1' && (n.modId === modId || walk(n.childrenNodes)));
  return walk(settings.whitelabel);
}

/** 403 FEATURE_DISABLED unless the switch is on. */
export function requireFeature(settings: Pick<Settings, 'whitelabel'>, modId: string) {
  if (!featureOn(settings, modId)) {
    throw new AppError('FEATURE_DISABLED', 'This feature is not available');
  }
}
