// /chat.js: a game page's chat and notes (../chat.ts, ../notes.ts).
import { startChat } from '../chat.ts';
import { startNotes } from '../notes.ts';

startChat();
startNotes();
