// A preload (`node --require scripts/offline.cjs`) that makes any network access fail:
// scripts/deploy-check.mjs runs wrangler's dry run under it (NODE_OPTIONS, so the asset
// build wrangler starts is held to it too), to show the build needs nothing from the
// internet. Every attempt is refused and appended, one line each, to the file named by
// DEPLOY_CHECK_NET_LOG: a tool that swallows the error (an update check) still fails
// the check. Local pipes and Unix sockets (`path`) stay allowed: esbuild and child
// processes talk through them.
const dns = require('node:dns');
const fs = require('node:fs');
const net = require('node:net');

const log = process.env.DEPLOY_CHECK_NET_LOG;

function refuse(what) {
  if (log) fs.appendFileSync(log, `${what} (pid ${process.pid}: ${process.argv.slice(1, 3).join(' ')})\n`);
  const error = new Error(`network access refused by scripts/offline.cjs: ${what}`);
  error.code = 'ENETUNREACH';
  return error;
}

/** Where a Socket#connect call goes: net.connect passes its arguments through, normalized or not. */
function target(args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first && typeof first === 'object') return first.path ? null : `${first.host ?? 'localhost'}:${first.port}`;
  if (typeof first === 'string' && Number.isNaN(Number(first))) return null; // a pipe's path
  return `${typeof args[1] === 'string' ? args[1] : 'localhost'}:${first}`;
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const to = target(args);
  if (to === null) return connect.apply(this, args);
  throw refuse(`connect ${to}`);
};

for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6', 'resolveAny', 'resolveCname', 'resolveTxt']) {
  const callbackStyle = (host, ...rest) => {
    const callback = rest.find((a) => typeof a === 'function');
    const error = refuse(`dns.${name} ${host}`);
    if (callback) process.nextTick(callback, error);
    else throw error;
  };
  if (typeof dns[name] === 'function') dns[name] = callbackStyle;
  if (typeof dns.promises[name] === 'function')
    dns.promises[name] = async (host) => Promise.reject(refuse(`dns.promises.${name} ${host}`));
}

// Node's fetch (undici) holds its own reference to the socket code: refused before it starts.
globalThis.fetch = async (input) => {
  throw refuse(`fetch ${input instanceof Request ? input.url : String(input)}`);
};
