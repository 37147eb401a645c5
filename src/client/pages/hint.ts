// /hint.js: a learning game's hints (../hint.ts).
import { startHints } from '../hint.ts';

startHints();
