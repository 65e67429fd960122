import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { locate } from '../lib/geo.ts';
import { isRestricted, maintenanceActive } from '../settings/access.ts';
import type { SettingsSnapshot } from '../settings/store.ts';

/** Player-facing API: closed during maintenance and to restricted visitors. */
const gatedPrefixes = ['/wps/', '/lgw/', '/lotto/'];
/** Status and brand data stay open so the site can render the maintenance page itself. */
const openPrefix = '/wps/system/';

export function isGatedPath(url: string): boolean {
  return !url.startsWith(openPrefix) && gatedPrefixes.some((p) => url.startsWith(p));
}

/**
 * Maintenance and region restriction, enforced for real: while maintenance is on every
 * gated call answers 503 MAINTENANCE (with Retry-After when the end is known); a
 * visitor from a blocked country or range gets 403 FORBIDDEN. Settings come from the
 * cached store, so the gate costs no query.
 */
export default fp(
  async (app) => {
    const refusal = (snap: SettingsSnapshot, rawIp: string): AppError | undefined => {
      const { access, settings } = snap;
      const now = Date.now();
      if (maintenanceActive(access, now)) {
        const end = access.maintenanceEndMs;
        return new AppError('MAINTENANCE', 'System maintenance is under way', {
          ...(end ? { retryAfter: Math.max(1, Math.ceil((end - now) / 1000)) } : {}),
          details: { maintenanceEnd: settings.maintenance.end },
        });
      }
      if (!access.anyBlocks) return undefined;
      const { ip, country } = locate(rawIp);
      if (!isRestricted(access, ip, country)) return undefined;
      return new AppError('FORBIDDEN', 'Access is restricted from your IP or location', {
        details: { ip, country },
      });
    };

    // Callback style, not async: this runs on every request, and the open paths
    // (status above all) should not pay for a promise just to be let through.
    app.addHook('onRequest', (req, _reply, done) => {
      if (!isGatedPath(req.url)) return done();
      const snap = app.settings.get();
      if (!(snap instanceof Promise)) return done(refusal(snap, req.ip));
      snap.then(
        (s) => done(refusal(s, req.ip)),
        (err: Error) => done(err),
      );
    });
  },
  { name: 'maintenance', dependencies: ['settings'] },
);
