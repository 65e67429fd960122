import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { menu, renderLayout, vendor } from '../test-utils.tsx';
import { Footer } from './footer.tsx';

const article = (id: number, code: string, title: string) => ({ id, code, title, content: '' });
const help = {
  categories: [
    {
      id: 1,
      code: 'deposit',
      title: 'Deposits',
      articles: [article(11, 'deposit-how', 'How to deposit')],
    },
    { id: 2, code: 'rules', title: 'Rules', articles: [article(12, 'privacy-policy', 'Privacy')] },
  ],
};
const menus = [
  menu('RNG', vendor('PG', 'PG Soft')),
  menu('FISH', vendor('PG', 'PG Soft'), vendor('JDB', 'JDB')),
];

describe('Footer', () => {
  it('shows payments, providers, licences and the 2025 copyright', () => {
    renderLayout(<Footer />, { menus });
    expect(screen.getByRole('img', { name: 'Visa' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'PG Soft' })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'JDB' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Curacao' })).toBeTruthy();
    expect(screen.getByText('© 2025 Gamehall. All rights reserved.')).toBeTruthy();
  });

  it('has the about links: help articles by code, terms on the help page, responsible gaming its own', () => {
    renderLayout(<Footer />, { help });
    const about = screen.getByRole('navigation', { name: 'About' });
    expect(within(about).getAllByRole('link')).toHaveLength(7);
    expect(
      within(about)
        .getByRole('link', { name: 'General Terms and Conditions' })
        .getAttribute('href'),
    ).toBe('/help#terms');
    expect(within(about).getByRole('link', { name: 'Affiliates' }).getAttribute('href')).toBe(
      '/join',
    );
    expect(
      within(about).getByRole('link', { name: 'Responsible Gaming' }).getAttribute('href'),
    ).toBe('/responsible-gaming');
  });

  it('folds help articles into an accordion', async () => {
    const user = userEvent.setup();
    renderLayout(<Footer />, { help });
    const details = screen.getByText('Deposits').closest('details');
    expect(details?.open).toBe(false);
    await user.click(screen.getByText('Deposits'));
    expect(details?.open).toBe(true);
    expect(screen.getByRole('link', { name: 'How to deposit' }).getAttribute('href')).toBe(
      '/help#article-11',
    );
  });
});
