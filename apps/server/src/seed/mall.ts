import type { Tx } from '../db/client.ts';
import { mallItems } from '../db/schema/index.ts';

/** Minor units from major, hundredths of a point from points. */
const m = (major: number) => BigInt(Math.round(major * 100));

/**
 * The demo brand's points mall (issue 16): cash vouchers paid at once, goods the
 * operator sends (IN_PROCESS until approved), one asking for valid bets first.
 */
export async function seedMall(tx: Tx) {
  await tx.insert(mallItems).values([
    {
      name: '10.00 cash voucher',
      names: { EN: '10.00 cash voucher', ES: 'Vale de 10.00 en efectivo', CN: '10.00 现金券' },
      kind: 'CASH',
      points: m(1_000),
      cashValue: m(10),
      quantity: 10_000,
      available: 10_000,
      sort: 1,
    },
    {
      name: '50.00 cash voucher',
      names: { EN: '50.00 cash voucher', ES: 'Vale de 50.00 en efectivo', CN: '50.00 现金券' },
      kind: 'CASH',
      points: m(4_500),
      cashValue: m(50),
      amountRequirement: m(1_000),
      quantity: 1_000,
      available: 1_000,
      sort: 2,
    },
    {
      name: 'Gamehall T-shirt',
      names: { EN: 'Gamehall T-shirt', ES: 'Camiseta Gamehall', CN: 'Gamehall T恤' },
      kind: 'GOODS',
      points: m(2_000),
      quantity: 100,
      available: 100,
      sort: 3,
    },
    {
      name: 'Wireless headphones',
      names: { EN: 'Wireless headphones', ES: 'Auriculares inalámbricos', CN: '无线耳机' },
      kind: 'GOODS',
      points: m(15_000),
      amountRequirement: m(20_000),
      quantity: 10,
      available: 10,
      sort: 4,
    },
  ]);
}
