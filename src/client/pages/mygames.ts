// /mygames.js: the games this browser opened (../myGames.ts).
import { startMyGames } from '../myGames.ts';

startMyGames();
