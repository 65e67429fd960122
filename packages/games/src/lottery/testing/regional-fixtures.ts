import type { RegionalLotteryResult } from '../regional-results.ts';

/* Official-looking regional results the settlement tests work their wins out by hand on. */

/**
 * A northern result (special first). Last two digits: 45 twice (38745, 20145), 12 three
 * times (60312, 4512, 112), 22, 07, 09 and 68 twice each, fourteen others once.
 */
export const NORTH: RegionalLotteryResult = {
  family: 'VN_NORTH',
  prizes: [
    ['38745'],
    ['60312'],
    ['11822', '90507'],
    ['20145', '33409', '78021', '51296', '04468', '87730'],
    ['1288', '4512', '0671', '9357'],
    ['3410', '7723', '6048', '2809', '5561', '0394'],
    ['746', '112', '968'],
    ['07', '31', '59', '22'],
  ],
};

/**
 * A southern result (special first, six digits with a leading zero). Last two digits: 45
 * five times (081245, 36945, 27845, 7445, 45), 90 and 12 twice each, nine others once.
 */
export const SOUTH: RegionalLotteryResult = {
  family: 'VN_SOUTH',
  prizes: [
    ['081245'],
    ['57102'],
    ['36945'],
    ['11190', '60733'],
    ['27845', '90012', '44381', '05566', '71239', '82007', '19854'],
    ['3349'],
    ['0821', '7445', '6690'],
    ['512'],
    ['45'],
  ],
};
export const CENTRAL: RegionalLotteryResult = { ...SOUTH, family: 'VN_CENTRAL' };

/** Top three 881 (a pair of 8s), top two 81; front 407 and 256, back 881 and 093, bottom 38. */
export const THAI: RegionalLotteryResult = {
  family: 'THAI',
  prizes: [['591881'], ['407', '256'], ['881', '093'], ['38']],
};
export const thai = (first: string, front3 = ['407', '256']): RegionalLotteryResult => ({
  family: 'THAI',
  prizes: [[first], front3, ['881', '093'], ['38']],
});

export const FOUR_D: RegionalLotteryResult = {
  family: '4D',
  prizes: [
    ['1234'],
    ['0042'],
    ['9876'],
    ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0000'],
    ['0101', '0202', '0303', '0404', '0505', '0606', '0707', '0808', '0909', '1010'],
  ],
};
