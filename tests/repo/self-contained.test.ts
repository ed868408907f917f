import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const TEXT = /\.(ts|tsx|mts|mjs|js|json|md|html|css|yml|yaml)$|^\.ci\/|^\.gitignore$|^\.nvmrc$/;
const SKIP = /^(package-lock\.json|public\/mockServiceWorker\.js|contracts\/pacts\/)/;

/** Every tracked text file of the repository, with its text. */
function trackedTexts(): { path: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  return files
    .filter((path) => TEXT.test(path) && !SKIP.test(path) && existsSync(join(ROOT, path)))
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

/** The anchors GitHub makes of a Markdown file's headings. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) {
    const anchor = (heading ?? '')
      .toLowerCase()
      .replace(/[`*_[\]()]/g, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    anchors.add(anchor);
  }
  return anchors;
}

const texts = trackedTexts();
/** The team's working folder beside the repository (spelt apart so this file does not name it). */
const OUTSIDE = ['..', 'shared'].join('/');

describe('the repository stands alone', () => {
  it('reads a plausible number of files', () => {
    expect(texts.length).toBeGreaterThan(300);
  });

  it('names nothing outside itself (the working folder beside it)', () => {
    const offenders = texts.filter(({ text }) => text.includes(OUTSIDE)).map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('cites the specification only with a link into docs/product-spec.md', () => {
    const offenders: string[] = [];
    for (const { path, text } of texts) {
      text.split('\n').forEach((line, index) => {
        for (const match of line.matchAll(/§\s*\d/g)) {
          const after = line.slice(match.index);
          if (!/^§\s*\d\]\([^)]*product-spec\.md#[\w-]+\)/.test(after)) offenders.push(`${path}:${index + 1}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it('links only to files and headings that exist, inside the repository', () => {
    const broken: string[] = [];
    for (const { path, text } of texts.filter((f) => f.path.endsWith('.md'))) {
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (!target || /^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
        const [file = '', anchor] = target.split('#');
        const absolute = normalize(join(dirname(join(ROOT, path)), file));
        if (relative(ROOT, absolute).startsWith('..') || !existsSync(absolute)) {
          broken.push(`${path} → ${target}`);
          continue;
        }
        if (anchor && file.endsWith('.md') && !anchorsOf(readFileSync(absolute, 'utf8')).has(anchor))
          broken.push(`${path} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('points code comments at sections of the product specification that exist', () => {
    const anchors = anchorsOf(readFileSync(join(ROOT, 'docs/product-spec.md'), 'utf8'));
    const broken: string[] = [];
    for (const { path, text } of texts) {
      for (const [, anchor] of text.matchAll(/docs\/product-spec\.md#([\w-]+)/g))
        if (anchor && !anchors.has(anchor)) broken.push(`${path}#${anchor}`);
    }
    expect(broken).toEqual([]);
  });

  it('names only decision records that exist, in code as in prose', () => {
    const missing: string[] = [];
    for (const { path, text } of texts) {
      for (const [record] of text.matchAll(/decisions\/\d{4}-[\w-]+\.md/g))
        if (!existsSync(join(ROOT, 'docs', record))) missing.push(`${path} → ${record}`);
    }
    expect(missing).toEqual([]);
  });
});
