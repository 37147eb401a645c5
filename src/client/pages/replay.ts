// /replay.js: a finished game's replay, step by step without a page load (../replay.ts).
import { startReplay } from '../replay.ts';

startReplay();
