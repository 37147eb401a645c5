// /home.js: the home page's form (../home.ts).
import { startBotNames } from '../home.ts';

startBotNames();
