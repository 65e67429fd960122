// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withKitKeys } from './console-i18n.ts';

describe('the console texts', () => {
  it("give the UI kit's keys (pagination, dialog close) from the console's own", () => {
    const texts = withKitKeys({ cs_kit_next_page: 'Página siguiente', cs_kit_close: 'Cerrar' });
    expect(texts.in_next_page).toBe('Página siguiente');
    expect(texts.in_close).toBe('Cerrar');
    expect(texts.in_first_page).toBeUndefined();
  });
});
