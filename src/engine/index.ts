// The engine's public door: everything the room, the templates and the tests use.
export {
  createGame,
  applyAction,
  applyInPlace,
  applyLogged,
  applyParsed,
  parseAction,
  type Outcome,
} from './flow.ts';
export { waitingFor } from './tasks.ts';
export { logFor, viewFor, type View, type BrokerView, type ScoreSeries } from './view.ts';
export type { PublicDecision } from './publicDecision.ts';
export type { Ask, CardChoices, Phase, Prompt } from './decision.ts';
export {
  type EventKind,
  type EventOf,
  type GameEvent,
  GameEventSchema,
  type LogEntry,
  LogEntrySchema,
} from './events.ts';
export { randomAction } from './randomAction.ts';
export { pick, seededRandom, shuffle, type Random } from './random.ts';
export {
  BROKERS,
  EXPRESS_BROKERS,
  NEUTRAL_BROKERS,
  QUOTATION_MAX,
  QUOTATION_MIN,
  SHIP_DECK,
  STRONG_NEUTRAL_BROKERS,
  activeNeighborhoods,
  coloursByValue,
  hasWhite,
  openRows,
  shipGems,
  sum,
  turnOrder,
} from './components.ts';
export { cloneState } from './clone.ts';
// What a seat may plan for a card window still to come (src/room/plans.ts), as its prompt will offer it.
export { cardChoices, playableCards } from './cards.ts';
export * from './schema.ts';
export * from './actions.ts';
export { PLAYABLE, type PlayCard, PlayCardSchema, type Playable } from './cards/index.ts';
export {
  type EngineRefusal,
  type NameProblem,
  type NameRefusal,
  type NameWhere,
  type ReservedMeaning,
  type RuleError,
  type WhiteReason,
  said,
} from './refusals.ts';
export { PlayerNameSchema, SetupSchema, type Setup } from './newGame.ts';
export {
  MARK,
  MARKS_MAX,
  NAME_MAX,
  RESERVED_NAMES,
  VARIATION_SELECTOR,
  codePoint,
  hiddenChar,
  nameKey,
  nameProblem,
  namesProblems,
  normalizeName,
  reservedWord,
  TITLE_INPUT_MAX,
  TITLE_MAX,
  titleProblem,
  type HiddenChar,
} from './names.ts';
// The phase a state is in (the replay steps on its changes, src/room/record.ts).
export { phaseOf } from './tasks.ts';
// What the bots' playouts read of the rules, so they decide by the engine's own facts.
export { promptFor } from './prompt.ts';
export { turnPlan } from './turn.ts';
export { rank, totalsOf, worth, type Counted, type TieFacts } from './ties.ts';
// The majorities as a page states them, by the counting's own rules (templates/boardText.ts).
export { COLUMN_MOVES, rankColumns, type ColumnKey } from './counting/market.ts';
export { portGemsOf, portTakes } from './counting/neighborhood.ts';
export { BLACK_TABLE, COLOUR_TABLE, scoreGame } from './scoring.ts';
