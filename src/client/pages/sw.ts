// /sw.js: the service worker (../serviceWorker.ts).
import { serve, type WorkerScope } from '../serviceWorker.ts';

serve(self as unknown as WorkerScope);
