import type { getSiteConfig, getStatus, ValueOf } from '@gamehall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { siteConfig, systemStatus } from '../../../test/site.ts';
import { siteConfigQuery, statusQuery } from '../../system/index.ts';
import { MaintenancePage } from './maintenance-page.tsx';
import { RestrictionPage } from './restriction-page.tsx';

type Status = ValueOf<typeof getStatus>;
type SiteConfig = ValueOf<typeof getSiteConfig>;

const status = (over: Partial<Status>): Status =>
  systemStatus({ location: { ip: '203.0.113.7', country: 'Peru' }, ...over });

function renderWith(page: ReactElement, value: Status, config: Partial<SiteConfig> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(statusQuery().queryKey, value);
  client.setQueryData(
    siteConfigQuery().queryKey,
    siteConfig({
      timeZone: 'UTC',
      contact: { email: 'help@example.com', socialUrl: '', socialName: '' },
      ...config,
    }),
  );
  return render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

describe('MaintenancePage', () => {
  it('shows the product texts, the end time in the brand zone and a contact link', () => {
    renderWith(
      <MaintenancePage />,
      status({ status: 1, maintenance: true, maintenanceEnd: '2025-06-01T18:30:05Z' }),
      { timeZone: 'America/Lima' },
    );
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeTruthy();
    expect(screen.getByText('RESTRICTION OF VISIT')).toBeTruthy();
    expect(screen.getByText(/under maintenance/)).toBeTruthy();
    expect(screen.getByText('2025-06-01 13:30:05')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
  });

  it('leaves the end time out when it is not known', () => {
    renderWith(<MaintenancePage />, status({ status: 1, maintenance: true }));
    expect(screen.queryByText('Expected end')).toBeNull();
  });
});

describe('RestrictionPage', () => {
  it('shows the visitor’s IP and country and a contact link', () => {
    renderWith(<RestrictionPage />, status({ status: 2, regionRestriction: true }));
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'RESTRICTION OF VISIT' })).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
    expect(screen.getByText('Peru')).toBeTruthy();
    expect(screen.getByText(/location or IP address is restricted/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeTruthy();
  });
});
