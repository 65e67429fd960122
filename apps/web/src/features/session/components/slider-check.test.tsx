import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { randomGap, SLIDER_TOLERANCE, sliderPasses } from '../model/slider.ts';
import { SliderCheck } from './slider-check.tsx';

describe('SliderCheck', () => {
  it('is a named slider the keyboard moves into the gap', async () => {
    const onChange = vi.fn();
    render(<SliderCheck gap={40} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Verification slider' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    slider.focus();
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}');
    expect(slider.getAttribute('aria-valuenow')).toBe('30');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}'.repeat(7));
    // 37 is within the tolerance of the gap at 40: it snaps in and passes.
    expect(slider.getAttribute('aria-valuenow')).toBe('40');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('Verified')).toBeTruthy();
    await userEvent.keyboard('{Home}');
    expect(slider.getAttribute('aria-valuenow')).toBe('40');
  });

  it('sends the piece back when a drag ends away from the gap', () => {
    const onChange = vi.fn();
    render(<SliderCheck gap={60} onChange={onChange} />);
    const slider = screen.getByRole('slider');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 0, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('passes only within the tolerance, and never puts the gap at the start', () => {
    expect(sliderPasses(50 + SLIDER_TOLERANCE, 50)).toBe(true);
    expect(sliderPasses(50 - SLIDER_TOLERANCE - 1, 50)).toBe(false);
    expect(randomGap(() => 0)).toBeGreaterThan(SLIDER_TOLERANCE);
    expect(randomGap(() => 0.9999)).toBeLessThanOrEqual(100);
  });
});
