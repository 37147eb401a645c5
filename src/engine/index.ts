// The engine's public door: everything the room, the templates and the tests use.
export { createGame, applyAction, applyInPlace, type Outcome } from './flow.ts';
export { waitingFor } from './tasks.ts';
export { viewFor, type View, type BrokerView, type ScoreSeries } from './view.ts';
export type { PublicDecision } from './publicDecision.ts';
export type { Ask, CardChoices, Phase, Prompt } from './decision.ts';
export { type EventKind, type EventOf, type GameEvent, GameEventSchema, type LogEntry, LogEntrySchema } from './events.ts';
export { randomAction } from './randomAction.ts';
export { seededRandom, type Random } from './random.ts';
export { QUOTATION_MAX, QUOTATION_MIN } from './components.ts';
export { cloneState } from './clone.ts';
export * from './schema.ts';
export { type EngineRefusal, type NameProblem, type NameRefusal, type NameWhere, type ReservedMeaning, type RuleError, type WhiteReason, said } from './refusals.ts';
export { NAME_INPUT_MAX, NAME_MAX, RESERVED_NAMES, nameKey, nameProblem, namesProblems, normalizeName, reservedWord } from './names.ts';
// The phase a state is in (the replay steps on its changes, src/room/record.ts).
export { phaseOf } from './tasks.ts';
export type { Timing } from './characters.ts';
