import { type ContractKind, PAYOUT_PERIODS } from '@gamehall/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  checkTable,
  draftTerms,
  MAX_TIERS,
  newRateTable,
  type Period,
  type RateTableDraft,
  type TierText,
} from '../model/rate-table-check.ts';
import { RateTableEditor } from './rate-table-editor.tsx';

const row = (minVolume: string, minActive: string, rate: string): TierText => ({
  minVolume,
  minActive,
  rate,
  minValidBet: '',
  lossRate: '',
});

/** The editor as a form holds it: the terms its table stands for kept for the test to read. */
function Harness({
  initial = newRateTable(),
  kind = 'DAILY_SALARY',
  label,
  periods,
  periodHint,
  checked = false,
}: {
  initial?: RateTableDraft;
  kind?: ContractKind;
  label?: string;
  periods?: readonly Period[];
  periodHint?: string;
  checked?: boolean;
}) {
  const [table, setTable] = useState(initial);
  return (
    <>
      <RateTableEditor
        kind={kind}
        label={label}
        value={table}
        onChange={setTable}
        periods={periods}
        periodHint={periodHint}
        check={checked ? checkTable(kind, table.tiers) : null}
      />
      <output data-testid="period">{table.period}</output>
      <output data-testid="terms">{JSON.stringify(draftTerms(kind, table))}</output>
      <button type="button" onClick={() => setTable(newRateTable('M'))}>
        Start over
      </button>
    </>
  );
}

const terms = () => JSON.parse(screen.getByTestId('terms').textContent ?? '');
const tiers = () => screen.getAllByRole('group', { name: /^Tier \d+$/ });
const tier = (n: number) => within(screen.getByRole('group', { name: `Tier ${n}` }));
const editor = () => within(screen.getByRole('group', { name: 'Rate table' }));
const VOLUME = 'Minimum valid bet of the day';
const typed = (input: HTMLElement) => (input as HTMLInputElement).value;

describe('RateTableEditor', () => {
  it('adds and removes tiers, the fields keeping what is typed', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ tiers: [row('0', '0', '0.5')], period: 'D' }} />);
    // No period to choose unless the form offers some.
    expect(editor().queryByRole('combobox')).toBeNull();
    // One tier cannot be removed: a table has at least one.
    expect(tier(1).getByRole('button', { name: 'Remove tier 1' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    expect(tiers()).toHaveLength(2);
    // The new tier's first field takes the focus.
    expect(document.activeElement).toBe(tier(2).getByRole('textbox', { name: VOLUME }));
    await user.type(tier(2).getByRole('textbox', { name: VOLUME }), '2500.50');
    await user.type(tier(2).getByRole('textbox', { name: 'Minimum active members' }), '3');
    await user.type(tier(2).getByRole('textbox', { name: 'Rate (%)' }), '1.25');
    expect(terms()).toEqual({
      tiers: [
        { minVolume: 0, minActive: 0, rate: 0.5 },
        { minVolume: 2500.5, minActive: 3, rate: 1.25 },
      ],
      period: 'D',
    });
    // What is typed stays as typed.
    expect(typed(tier(2).getByRole('textbox', { name: VOLUME }))).toBe('2500.50');

    await user.click(tier(1).getByRole('button', { name: 'Remove tier 1' }));
    expect(tiers()).toHaveLength(1);
    expect(terms().tiers).toEqual([{ minVolume: 2500.5, minActive: 3, rate: 1.25 }]);
    expect(typed(tier(1).getByRole('textbox', { name: 'Rate (%)' }))).toBe('1.25');
    // The tier that took the removed one's place takes the focus.
    expect(document.activeElement).toBe(tier(1).getByRole('textbox', { name: VOLUME }));
  });

  it('keeps the other tiers as typed when one is removed', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={{
          tiers: [row('0', '0', '1'), row('5000', '2', '1.2'), row('9000', '4', '2')],
          period: 'D',
        }}
      />,
    );
    await user.click(tier(2).getByRole('button', { name: 'Remove tier 2' }));
    expect(screen.getAllByRole('textbox', { name: VOLUME }).map(typed)).toEqual(['0', '9000']);
    expect(typed(tier(2).getByRole('textbox', { name: 'Rate (%)' }))).toBe('2');
    expect(document.activeElement).toBe(tier(2).getByRole('textbox', { name: VOLUME }));
  });

  it(`adds tiers up to ${MAX_TIERS}, says so, and removes any but the last one left`, async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const add = screen.getByRole('button', { name: 'Add a tier' });
    for (let i = 1; i < MAX_TIERS; i++) await user.click(add);
    expect(screen.getAllByRole('listitem')).toHaveLength(MAX_TIERS);
    expect(add).toHaveProperty('disabled', true);
    expect(editor().getByRole('status').textContent).toBe('A rate table has at most 20 tiers.');
    await user.click(add);
    expect(tiers()).toHaveLength(MAX_TIERS);

    // One less, and another may be added again; the last tier gone, "Add a tier" has the focus.
    await user.click(tier(20).getByRole('button', { name: 'Remove tier 20' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(MAX_TIERS - 1);
    expect(add).toHaveProperty('disabled', false);
    expect(editor().getByRole('status').textContent).toBe('');
    expect(document.activeElement).toBe(add);
  });

  it('offers the periods it is given, and takes a table set from outside', async () => {
    const user = userEvent.setup();
    render(<Harness periods={PAYOUT_PERIODS} />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Payout period' }),
      'Semimonthly',
    );
    expect(screen.getByTestId('period').textContent).toBe('H');
    await user.type(tier(1).getByRole('textbox', { name: 'Rate (%)' }), 'x');
    // Not a number yet: the table stands for no terms.
    expect(terms()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(tiers()).toHaveLength(1);
    expect(typed(tier(1).getByRole('textbox', { name: 'Rate (%)' }))).toBe('');
    expect(typed(screen.getByRole('combobox', { name: 'Payout period' }))).toBe('M');
  });

  it('offers only the periods allowed, and says why', () => {
    render(
      <Harness
        initial={newRateTable('W')}
        periods={['W']}
        periodHint="An offer keeps your own payout period."
      />,
    );
    const period = screen.getByRole('combobox', { name: 'Payout period' });
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Weekly']);
    expect(
      document.getElementById(period.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('An offer keeps your own payout period.');
  });

  it('names a tier’s volume by the contract type, and the table as its form says', () => {
    render(<Harness kind="REALTIME_SALARY" label="Rates: Real-time salary" />);
    const table = within(screen.getByRole('group', { name: 'Rates: Real-time salary' }));
    expect(table.getByRole('textbox', { name: 'Single-bet amount' })).toBeTruthy();
  });

  it('asks real-time salary for a won and a lost bet’s rate, and no active members', async () => {
    const user = userEvent.setup();
    render(<Harness kind="REALTIME_SALARY" />);
    expect(
      tier(1)
        .getAllByRole('textbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Single-bet amount', 'Rate of a won bet (%)', 'Rate of a lost bet (%)']);
    await user.type(tier(1).getByRole('textbox', { name: 'Rate of a won bet (%)' }), '0.2');
    await user.type(tier(1).getByRole('textbox', { name: 'Rate of a lost bet (%)' }), '0.5');
    expect(terms()).toEqual({
      tiers: [{ minVolume: 0, minActive: 0, rate: 0.2, lossRate: 0.5 }],
      period: 'D',
    });
  });

  it('asks a dividend for the period’s valid bet as well as its net loss', async () => {
    const user = userEvent.setup();
    render(<Harness kind="DIVIDEND" />);
    const validBet = tier(1).getByRole('textbox', { name: 'Minimum valid bet' });
    await user.clear(validBet);
    await user.type(validBet, '50000');
    await user.type(tier(1).getByRole('textbox', { name: 'Rate (%)' }), '10');
    expect(terms()).toEqual({
      tiers: [{ minVolume: 0, minActive: 0, rate: 10, minValidBet: 50000 }],
      period: 'D',
    });
  });

  it('ties each problem to its field, and the table’s to the table', () => {
    render(
      <Harness
        initial={{ tiers: [row('0', '0', '1.5'), row('10000', '1', '60')], period: 'D' }}
        checked
      />,
    );
    const rate = tier(2).getByRole('textbox', { name: 'Rate (%)' });
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A rate is from 0 to 50 %.',
    );
    expect(
      tier(1).getByRole('textbox', { name: 'Rate (%)' }).getAttribute('aria-invalid'),
    ).toBeNull();
  });

  it('says when a later tier pays less, in an alert named by the table', () => {
    render(
      <Harness
        initial={{ tiers: [row('0', '0', '1.5'), row('10000', '1', '1')], period: 'D' }}
        checked
      />,
    );
    expect(editor().getByRole('alert').textContent).toBe(
      'A tier reached later cannot pay a lower rate: tier 2 needs at least what tier 1 needs, so it must pay at least as much.',
    );
  });
});
