import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLayout } from '../test-utils.tsx';
import { RightBar } from './right-bar.tsx';

const resource = (resourceType: 'IOS' | 'MOBILECONFIG' | 'ANDROID') => ({
  resourceType,
  url: `https://apps.example/${resourceType}`,
  qrCodeUrl: `https://apps.example/qr/${resourceType}`,
});

afterEach(() => vi.restoreAllMocks());

describe('RightBar', () => {
  it('shows a QR code only for the app resources that exist', () => {
    renderLayout(<RightBar />, { resources: [resource('ANDROID'), resource('MOBILECONFIG')] });
    expect(screen.getByRole('img', { name: 'IOS-LITE-APP' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'ANDROID' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'IOS' })).toBeNull();
    expect(screen.getByRole('link', { name: 'App download' }).getAttribute('href')).toBe('/down');
  });

  it('shows no QR code when there is no resource', () => {
    renderLayout(<RightBar />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('links the brand social network and email', () => {
    renderLayout(<RightBar />);
    expect(screen.getByRole('link', { name: 'Gamehall Social' }).getAttribute('href')).toBe(
      'https://social.example/gh',
    );
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
  });

  it('opens customer service in a popup', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    renderLayout(<RightBar />);
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.example/live',
      'customer-service',
      'width=440,height=750',
    );
  });
});
