import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { memberInfo } from '../../../test/member-info.ts';
import { agent, endAgentCentre, renderAgentCentre } from '../test-utils.tsx';

// The default page is imported on first render; loading it once here keeps waits short.
beforeAll(() => import('../pages/reports.ts'));

afterEach(endAgentCentre);

const menu = () =>
  within(screen.getByRole('navigation', { name: 'Agent centre menu' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('AgentCentreDialog', () => {
  it('lists the pages in the product’s order, the team overview first', async () => {
    renderAgentCentre();
    expect(menu()).toEqual([
      'Announcement',
      'Team overview',
      'Register centre',
      'Downline management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Downline transaction details',
      'Dividend',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
    ]);
    expect(screen.getByRole('button', { name: 'Team overview' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('heading', { name: 'Team overview' })).toBeTruthy();
  });

  it('shows a contract type only when the brand enables it, and falls back from a hidden one', () => {
    renderAgentCentre({ page: 'agentHourlySalary', features: ['AGENTCENTER', 'DAILYSALARY'] });
    expect(menu()).toContain('Daily salary');
    expect(menu()).not.toContain('Hourly salary');
    expect(menu()).not.toContain('Dividend');
    expect(screen.getByRole('heading', { name: 'Team overview' })).toBeTruthy();
  });

  it('opens another page from the menu', async () => {
    renderAgentCentre();
    await userEvent.setup().click(screen.getByRole('button', { name: 'My income' }));
    expect(screen.getByRole('heading', { name: 'My income' })).toBeTruthy();
    expect(useDialogs.getState().page).toBe('agentMyIncome');
  });

  it('tells a player that non-agents cannot log in, with no menu', () => {
    renderAgentCentre({ member: memberInfo({ type: 0 }) });
    expect(screen.getByRole('alert').textContent).toBe('Non-agents cannot log in');
    expect(screen.queryByRole('navigation', { name: 'Agent centre menu' })).toBeNull();
  });

  it('is for every agent type', () => {
    for (const type of [2, 41, 42]) {
      const view = renderAgentCentre({ member: agent({ type }) });
      expect(screen.getByRole('navigation', { name: 'Agent centre menu' })).toBeTruthy();
      view.unmount();
    }
  });
});
