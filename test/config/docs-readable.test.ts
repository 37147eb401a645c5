// The README and docs/ stay readable: no sentence over 40 words, no table cell over 300 characters. A longer
// sentence is split in two; a longer cell moves its detail to a note under the table.
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';

const DOCS: Record<string, string> = {
  'README.md': readme,
  ...Object.fromEntries(
    Object.entries(import.meta.glob<string>('../../docs/*.md', { query: '?raw', import: 'default', eager: true })).map(
      ([path, text]) => [path.replace(/^\.\.\/\.\.\//, ''), text],
    ),
  ),
};

const MAX_WORDS = 40;
const MAX_CELL_CHARACTERS = 300;

/** A table row's cells (a `|` escaped as `\|`, as in a code span inside a cell, is not a border). */
const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/**
 * The text in units a sentence cannot cross: a paragraph, a list item, a heading, a table cell. Code blocks are left
 * out; a table's separator row and a link's reference definition are no text.
 */
function units(markdown: string): { prose: string[]; cells: string[] } {
  const prose: string[] = [];
  const cells: string[] = [];
  let current: string[] = [];
  const end = () => {
    if (current.length) prose.push(current.join(' '));
    current = [];
  };
  for (const line of markdown.replace(/^```[\s\S]*?^```/gm, '').split('\n')) {
    if (/^\s*\|/.test(line)) {
      end();
      if (!/^\s*\|[\s|:-]+\|\s*$/.test(line)) cells.push(...cellsOf(line));
    } else if (/^\s*$/.test(line) || /^\[[^\]]+\]:\s/.test(line)) end();
    else {
      if (/^\s*([-*]|\d+\.)\s|^#/.test(line)) end();
      current.push(line.trim());
    }
  }
  end();
  return { prose, cells };
}

/**
 * A unit's sentences: ended by `.`, `!` or `?` before a space (a closing quote or bracket may come between). A code
 * span is one word, whatever it holds, and a link counts its words, not its address.
 */
function sentences(unit: string): string[][] {
  const plain = unit
    .replace(/`[^`]*`/g, 'CODE')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1');
  return plain
    .split(/(?<=[.!?]["')\]]*)\s+/)
    .map((sentence) => sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)));
}

describe.each(Object.keys(DOCS))('%s', (file) => {
  const { prose, cells } = units(DOCS[file]!);

  it(`has no sentence over ${MAX_WORDS} words`, () => {
    expect(prose.length).toBeGreaterThan(3);
    const long = [...prose, ...cells]
      .flatMap(sentences)
      .filter((words) => words.length > MAX_WORDS)
      .map((words) => `${words.length} words: ${words.slice(0, 12).join(' ')} …`);
    expect(long).toEqual([]);
  });

  it(`has no table cell over ${MAX_CELL_CHARACTERS} characters`, () => {
    expect(cells.filter((cell) => [...cell].length > MAX_CELL_CHARACTERS)).toEqual([]);
  });
});

describe('the readability checks', () => {
  it('split sentences, cells and units as a reader would', () => {
    const { prose, cells } = units(
      '# Title\n\nOne two. Three `a. b c` four?\nFive.\n\n- item one\n  goes on\n- item two\n\n' +
        '```sh\nnot. text. at all\n```\n\n| a | `x \\| y` |\n| --- | --- |\n| [link](http://x.y) | c |\n',
    );
    expect(prose).toEqual(['# Title', 'One two. Three `a. b c` four? Five.', '- item one goes on', '- item two']);
    expect(cells).toEqual(['a', '`x \\| y`', '[link](http://x.y)', 'c']);
    expect(sentences(prose[1]!)).toEqual([['One', 'two.'], ['Three', 'CODE', 'four?'], ['Five.']]);
    expect(sentences('See [the docs](docs/a.md) (here.) Then')).toEqual([['See', 'the', 'docs', '(here.)'], ['Then']]);
  });
});
