import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { BrandFileError, readBrandFile } from '../../seed/brand-file.ts';
import { formatCidr, maintenanceActive, parseCidr } from '../../settings/access.ts';
import { isKnownCountry } from '../../settings/countries.ts';
import { lockSetting, writeSetting } from '../../settings/repo.ts';
import { brandKeys, operationalKeys, RegionSetting, type Settings } from '../../settings/schema.ts';
import type { SettingsSnapshot, SettingsStore } from '../../settings/store.ts';

export function maintenanceState(snap: SettingsSnapshot, nowMs: number) {
  const { on, end } = snap.settings.maintenance;
  return { on, end, active: maintenanceActive(snap.access, nowMs) };
}

export async function setMaintenance(
  db: Db,
  store: SettingsStore,
  input: { on: boolean; until?: string | null | undefined },
) {
  let end: string | null = null;
  if (input.on && input.until) {
    const ms = Date.parse(input.until);
    if (ms <= Date.now()) throw new AppError('VALIDATION_FAILED', 'until must be in the future');
    end = new Date(ms).toISOString();
  }
  const value: Settings['maintenance'] = { on: input.on, end };
  await writeSetting(db, 'maintenance', value);
  store.invalidate();
  return maintenanceState(await store.get(), Date.now());
}

type RegionChange = { countries: string[]; cidrs: string[] };

function normalizeChange(change: RegionChange) {
  const countries = change.countries.map((c) => c.toUpperCase());
  const unknown = countries.find((c) => !isKnownCountry(c));
  if (unknown) throw new AppError('VALIDATION_FAILED', `unknown country code ${unknown}`);
  const cidrs = change.cidrs.map((text) => {
    const parsed = parseCidr(text);
    if (!parsed) throw new AppError('VALIDATION_FAILED', `not an IP range: ${text}`);
    return formatCidr(parsed);
  });
  return { countries, cidrs };
}

/** Adds or removes entries in one transaction over the locked row. */
export async function changeRegion(
  db: Db,
  store: SettingsStore,
  mode: 'block' | 'unblock',
  change: RegionChange,
) {
  const { countries, cidrs } = normalizeChange(change);
  const next = await db.transaction(async (tx) => {
    const current = RegionSetting.parse(await lockSetting(tx, 'regionRestriction'));
    const apply = (list: string[], items: string[]) =>
      mode === 'block' ? [...new Set([...list, ...items])] : list.filter((x) => !items.includes(x));
    const value = {
      blockedCountries: apply(current.blockedCountries, countries).sort(),
      blockedCidrs: apply(current.blockedCidrs, cidrs),
    };
    await writeSetting(tx, 'regionRestriction', value);
    return value;
  });
  store.invalidate();
  return next;
}

/** Brand keys come from the file again; operational keys keep their live values. */
export async function reloadBrand(db: Db, store: SettingsStore, brandFile: string) {
  let brand: Settings;
  try {
    brand = readBrandFile(brandFile);
  } catch (err) {
    if (err instanceof BrandFileError) throw new AppError('BAD_REQUEST', err.message);
    throw err;
  }
  await db.transaction(async (tx) => {
    for (const key of brandKeys) await writeSetting(tx, key, brand[key]);
  });
  store.invalidate();
  return { reloaded: [...brandKeys], kept: [...operationalKeys] };
}
