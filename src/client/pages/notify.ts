// /notify.js: a seat's Web Push (../notify.ts).
import { startNotify } from '../notify.ts';

startNotify();
