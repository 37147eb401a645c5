// Imported first by the cold isolate's bundle (coldIsolate.ts): workerd forbids eval, so zod
// there never compiles its object parsers with new Function, as it does in Node by default.
// Set before any schema is built, as zod reads it then.
import * as z from 'zod/mini';

z.config({ jitless: true });
