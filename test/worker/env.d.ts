// Types of the worker's exports and bindings inside the workers test pool.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../../src/worker.ts');
  }
  interface Env extends import('../../src/worker.ts').Env {}
}
