import type { SportCode } from '../types.ts';
import { hashUnit } from './rng.ts';

/**
 * The demo feed's invented leagues. Every name is made up (no real club, player or brand),
 * so a demo site can show them anywhere. A strength is fixed per team, from a hash of its
 * id: every instance and every release agree on who is the favourite.
 */
export interface DemoTeam {
  /** `${leagueId}-t${n}`, n from 1. */
  id: string;
  name: string;
  /** From −1 (weakest) to 1 (strongest), 0 average; two decimals. */
  strength: number;
}

export interface DemoLeague {
  id: string;
  sport: SportCode;
  name: string;
  teams: readonly DemoTeam[];
}

const STRENGTH_SEED = 'gamehall-demo-strength';

/** The strength of a team id: uniform on [−1, 1], rounded to hundredths. */
export function teamStrength(teamId: string): number {
  return Math.round((hashUnit(`${STRENGTH_SEED}:${teamId}`) * 2 - 1) * 100) / 100;
}

function league(id: string, sport: SportCode, name: string, names: string[]): DemoLeague {
  const teams = names.map((teamName, i) => {
    const teamId = `${id}-t${i + 1}`;
    return { id: teamId, name: teamName, strength: teamStrength(teamId) };
  });
  return { id, sport, name, teams };
}

export const DEMO_LEAGUES: readonly DemoLeague[] = [
  league('fb-meridian', 'football', 'Meridian League', [
    'Northbridge Rovers',
    'Ashcombe Athletic',
    'Brackenford City',
    'Dunmere Wanderers',
    'Elmstead Town',
    'Fairhollow United',
    'Greywater Albion',
    'Kestrel Bay FC',
  ]),
  league('fb-borealis', 'football', 'Borealis Division', [
    'Pellworth Rangers',
    'Quarrington Town',
    'Ravensholm United',
    'Saltmarsh Athletic',
    'Thornwick Rovers',
    'Upperfield City',
    'Vellmoor Wanderers',
    'Whitlow Albion',
  ]),
  league('fb-coral', 'football', 'Coral Coast League', [
    'Azura Marinos',
    'Bellamar Deportivo',
    'Costaluz CF',
    'Dorado Bay Atlético',
    'Estrellamar United',
    'Fuentaverde CF',
    'Islavera Sporting',
    'Puerto Calmo FC',
  ]),
  league('bb-continental', 'basketball', 'Continental Hoops League', [
    'Harbor City Comets',
    'Ironvale Foxes',
    'Lakeshore Pilots',
    'Mesa Grande Coyotes',
    'Pinecrest Owls',
    'Redcliff Stallions',
    'Silverton Mariners',
    'Westhaven Herons',
  ]),
  league('bb-eastern', 'basketball', 'Eastern Basket Cup', [
    'Aldergrove Bison',
    'Brightwater Kites',
    'Cobalt Bay Rams',
    'Dusk Valley Ospreys',
    'Emberton Badgers',
    'Glenmoor Kingfishers',
    'Highpoint Jackals',
    'Junoville Storks',
  ]),
  league('tn-tour', 'tennis', 'Demo Open Tour', [
    'A. Varga',
    'B. Lindqvist',
    'C. Marchetti',
    'D. Okonkwo',
    'E. Sandoval',
    'F. Kowalik',
    'G. Haddadi',
    'H. Tamura',
    'I. Petrovan',
    'J. Albrecht',
    'K. Novaro',
    'L. Brennan',
    'M. Oyelaran',
    'N. Castellan',
    'O. Rydberg',
    'P. Vasquel',
  ]),
  league('cs-vector', 'cs2', 'Vector Pro Series', [
    'Ironveil',
    'Nightjar Five',
    'Copperline',
    'Redshift Unit',
    'Quiet Storm',
    'Bastion Eight',
    'Glasshouse',
    'Northwind Collective',
  ]),
  league('d2-ancients', 'dota2', 'Ancients Invitational', [
    'Thornroot',
    'Moonwell Gaming',
    'Ember Sigil',
    'Riverbend Five',
    'Obsidian Crown',
    'Sunforge',
    'Mistral Esports',
    'Deepwood',
  ]),
  league('lol-lanes', 'lol', 'Lane Masters League', [
    'Azure Tide',
    'Crimson Lantern',
    'Starfall Academy',
    'Velvet Comet',
    'Harbor Lights',
    'Quartz Wardens',
    'Solstice Pact',
    'Lumen Drift',
  ]),
];

/** A league by id, or undefined. */
export function demoLeague(id: string): DemoLeague | undefined {
  return DEMO_LEAGUES.find((l) => l.id === id);
}
