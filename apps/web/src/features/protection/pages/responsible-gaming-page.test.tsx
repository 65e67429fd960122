import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, matchRoutes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../../app/pages.ts';
import { routes } from '../../../app/routes.tsx';
import { useWarningQueue } from '../../../components/ui/warning-queue.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { loadTextArea } from '../../../lib/i18n/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { takeSectionRequest } from '../model/focus.ts';
import { ResponsibleGamingPage } from './responsible-gaming-page.tsx';

beforeAll(() => loadTextArea('pages'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  useWarningQueue.setState({ items: [] });
  takeSectionRequest();
});

function renderPage() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={['/responsible-gaming']}>
        <ResponsibleGamingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/responsible-gaming', () => {
  it('is a route of its own that loads the page in its own chunk', async () => {
    const matched = matchRoutes(routes, '/responsible-gaming')?.at(-1)?.route;
    expect(matched?.handle).toBe(pages.responsibleGaming);
    expect(await pages.responsibleGaming.load()).toBe(ResponsibleGamingPage);
  });

  it('describes each tool and where to get help', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeTruthy();
    const tools = [
      'Money limits',
      'Session time limit and reality checks',
      'Take a break',
      'Self-exclusion',
      'Where to get help',
    ];
    for (const name of tools) expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Money limits' })).getByText(/24 hours later/),
    ).toBeTruthy();
    const help = screen.getByRole('link', { name: 'Gamblers Anonymous (opens in a new tab)' });
    expect(help.getAttribute('target')).toBe('_blank');
  });

  it('asks a visitor to log in first to set limits', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Set my limits' }));
    expect(useDialogs.getState().open).toBe('login');
    expect(takeSectionRequest()).toBe(false);
  });

  it('opens a player’s security centre at the responsible gaming section', async () => {
    useSession.setState({ token: 't', accountType: 0 });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Set my limits' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'securityCenter' });
    expect(takeSectionRequest()).toBe(true);
  });
});
