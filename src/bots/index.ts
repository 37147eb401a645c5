// The bots' door: what the room and the tools may call. A decision for one seat comes from
// that seat's View alone (decide.ts), and so does the analysis of a finished game's seat.
export { type BotLevel, type BotOptions, botAction, botDecision, effort, ROOM_BUDGET } from './decide.ts';
export {
  type Analysis,
  type AnalysisOptions,
  type Judgement,
  type PlayedGame,
  analysisSteps,
  analyzeGame,
  isDecision,
  judgeDecision,
} from './analyze.ts';
export { expectedGain } from './gain.ts';
