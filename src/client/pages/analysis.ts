// /analysis.js: a finished game's analysis, computed in the browser (../analysis.ts).
import { startAnalysis } from '../analysis.ts';

startAnalysis();
