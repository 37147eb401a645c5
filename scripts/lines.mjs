// Every text file of the repository keeps its lines within 120 characters, the formatter's width: the formatter
// wraps code but never splits a string or a comment, and nothing formats prose. Run by `npm run lint`; exits 1
// with each long line's place and length.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const LIMIT = 120;

/** Not ours to wrap: a vendored copy and npm's lock file. */
const NOT_OURS = /^public\/vendor\/|(^|\/)package-lock\.json$/;

/**
 * The browser scripts being rewritten in TypeScript keep their long lines until then. A listed file that no longer
 * exists fails the check, so that the list goes with them.
 */
const SKIPPED_UNTIL_REWRITTEN = [
  'public/analysis.js',
  'public/app.js',
  'public/chat.js',
  'public/hint.js',
  'public/home.js',
  'public/mygames.js',
  'public/notify.js',
  'public/place.js',
  'public/replay.js',
  'public/sw.js',
];

const problems = [];
for (const file of SKIPPED_UNTIL_REWRITTEN) {
  if (!existsSync(file)) problems.push(`${file}: listed in SKIPPED_UNTIL_REWRITTEN but gone; take it off the list`);
}

// Tracked files and new ones not ignored, so that a file is checked before its first commit.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && !NOT_OURS.test(file) && !SKIPPED_UNTIL_REWRITTEN.includes(file) && existsSync(file));

for (const file of files) {
  const bytes = readFileSync(file);
  if (bytes.includes(0)) continue; // binary (an image)
  const lines = bytes.toString('utf8').split('\n');
  lines.forEach((line, i) => {
    // Characters as a reader counts them (an accent or an emoji is one), not UTF-16 units or bytes.
    const length = [...line.replace(/\r$/, '')].length;
    if (length > LIMIT) problems.push(`${file}:${i + 1}: ${length} characters`);
  });
}

if (problems.length) {
  console.error(`Lines over ${LIMIT} characters (or a stale skip list):\n${problems.join('\n')}`);
  console.error(`${problems.length} problem(s).`);
  process.exit(1);
}
