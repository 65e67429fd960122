import { getStatus } from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { callValue, LONDON_IP, US_IP } from './calls.ts';

describe('GET /wps/system/status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is normal by default and reports where the visitor is', async () => {
    const value = await callValue(
      t.app,
      getStatus,
      { url: 'localhost:8080' },
      {
        'x-forwarded-for': LONDON_IP,
      },
    );
    expect(value).toMatchObject({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      maintenanceEnd: null,
      location: { ip: LONDON_IP, country: 'GB' },
    });
  });

  it('knows no country for loopback and private addresses', async () => {
    const direct = await callValue(t.app, getStatus);
    expect(direct.location).toEqual({ ip: '127.0.0.1', country: '' });
    const lan = await callValue(t.app, getStatus, {}, { 'x-forwarded-for': '10.1.2.3' });
    expect(lan.location).toEqual({ ip: '10.1.2.3', country: '' });
  });

  it('shows IPv4-mapped IPv6 visitors as plain IPv4', async () => {
    const v = await callValue(t.app, getStatus, {}, { 'x-forwarded-for': `::ffff:${US_IP}` });
    expect(v.location).toEqual({ ip: US_IP, country: 'US' });
  });

  it('picks an image CDN and a launch CDN at random on each call', async () => {
    const { settings } = await t.app.settings.get();
    const images = new Set<string>();
    const launches = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const v = await callValue(t.app, getStatus);
      images.add(v.imageCDN);
      launches.add(v.launchGameCDN);
    }
    expect(images.size).toBeGreaterThan(1);
    expect(launches.size).toBeGreaterThan(1);
    for (const cdn of images) expect(settings.imageCDNs).toContain(cdn);
    for (const cdn of launches) expect(settings.launchGameCDNs).toContain(cdn);
  });
});
