import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog.tsx';

type Options = Partial<Omit<DialogProps, 'open' | 'onClose' | 'children'>>;

/** A page with an opener button, as the dialogs are used on the site. */
function Page({ options = {}, onClose }: { options?: Options; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        title="Profile"
        {...options}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Name <input />
        </label>
        <button type="button">Save</button>
      </Dialog>
    </>
  );
}

async function openPage(options?: Options) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const view = render(<Page options={options} onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, onClose, view, dialog: screen.getByRole('dialog', { name: 'Profile' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Dialog', () => {
  it('is a labelled modal dialog rendered outside the page tree', async () => {
    const { dialog, view } = await openPage();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(view.container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('keeps the name but hides the heading with hideTitle', async () => {
    const { dialog } = await openPage({ hideTitle: true });
    expect(dialog.querySelector('h2')?.className).toBe('visually-hidden');
  });

  it('closes with Escape, the close button, and not with Enter', async () => {
    const { user, onClose } = await openPage();
    await user.keyboard('{Enter}');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape when closeOnEscape is false', async () => {
    const { user, onClose } = await openPage({ closeOnEscape: false });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on a cover click, but not on a click inside', async () => {
    const { user, onClose, dialog } = await openPage();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on a cover click when closeOnCover is false', async () => {
    const { user, onClose, dialog } = await openPage({ closeOnCover: false });
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moves focus inside and keeps Tab and Shift+Tab there', async () => {
    const { user } = await openPage();
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    // The first control of the content, not the close button.
    expect(document.activeElement).toBe(input);
    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it('gives focus back to the opener when it closes', async () => {
    const { user } = await openPage();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('locks the page scroll while open and restores the previous value', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openPage();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('closes by itself after autoCloseMs', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <Dialog open title="Saved" onClose={onClose} autoCloseMs={3000}>
        Done
      </Dialog>,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sizes to the width asked for', async () => {
    const { dialog } = await openPage({ width: 400 });
    expect(dialog.style.getPropertyValue('--dialog-width')).toBe('400px');
  });
});

/** An outer dialog that opens an inner one, as a warning over the member centre. */
function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Dialog open={outer} title="Outer" onClose={() => setOuter(false)}>
      <button type="button" onClick={() => setInner(true)}>
        More
      </button>
      <Dialog open={inner} title="Inner" onClose={() => setInner(false)}>
        <button type="button">Inner action</button>
      </Dialog>
    </Dialog>
  );
}

describe('nested dialogs', () => {
  it('closes one at a time and unlocks the scroll only after the last', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner action' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
