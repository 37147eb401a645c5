// The engine's public door: everything the room and the tests use.
export { createGame, applyAction, waitingFor, type Outcome } from './flow.ts';
export { viewFor, type View, type BrokerView, type Phase } from './view.ts';
export { randomAction } from './randomAction.ts';
export { seededRandom, type Random } from './random.ts';
export type { CardChoices, Prompt } from './prompt.ts';
export * from './schema.ts';
export { QUOTATION_MIN, QUOTATION_MAX } from './components.ts';
export { cardTitle } from './game.ts';
