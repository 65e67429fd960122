import { blackjackEngine } from '../blackjack/engine.ts';
import { casinoHoldemEngine } from '../casino-holdem/engine.ts';
import { cockfightEngine } from '../cockfight/engine.ts';
import { dragonTigerEngine } from '../dragon-tiger/engine.ts';
import { fantanEngine } from '../fantan/engine.ts';
import { fishPrawnCrabEngine } from '../fish-prawn-crab/engine.ts';
import { niuniuEngine } from '../niuniu/engine.ts';
import { paiGowEngine } from '../pai-gow/engine.ts';
import { sedieEngine } from '../sedie/engine.ts';
import { sicboEngine } from '../sicbo/engine.ts';
import { threeCardPokerEngine } from '../three-card-poker/engine.ts';
import type { LiveTableEngine } from './engine.ts';

/**
 * Every live table game by its engine id (the catalogue's games.engine, the page's path,
 * the /verify page's engine). The server hosts one shared table per engine.
 */
// biome-ignore lint/suspicious/noExplicitAny: each engine has its own outcome and bet types
export const LIVE_ENGINES: Readonly<Record<string, LiveTableEngine<any>>> = {
  [sicboEngine.id]: sicboEngine,
  [fishPrawnCrabEngine.id]: fishPrawnCrabEngine,
  [sedieEngine.id]: sedieEngine,
  [fantanEngine.id]: fantanEngine,
  [dragonTigerEngine.id]: dragonTigerEngine,
  [niuniuEngine.id]: niuniuEngine,
  [cockfightEngine.id]: cockfightEngine,
  [paiGowEngine.id]: paiGowEngine,
  [threeCardPokerEngine.id]: threeCardPokerEngine,
  [casinoHoldemEngine.id]: casinoHoldemEngine,
  [blackjackEngine.id]: blackjackEngine,
};
