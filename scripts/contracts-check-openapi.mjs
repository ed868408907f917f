import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { parse as parseYaml } from 'yaml';
import { usageError } from './cli-args.mjs';

// Checks a backend's own OpenAPI document against our pact, without running its server: what
// PactFlow calls bi-directional contract testing, done locally with the comparator PactFlow uses
// (@pactflow/openapi-pact-comparator):
//   npm run contracts:check-openapi -- their-openapi.json [--pact contracts/pacts/]
// Every interaction of the pact must be one the document describes: its path and method, its
// parameters and request body, its status, and a response body the document's schema accepts.
// Exit 0 when they agree, 1 on any disagreement, 2 on a usage error or a document or pact that
// cannot be read.

const DEFAULT_PACTS = 'contracts/pacts';
/** Where relative paths start: npm runs a script in the package's folder, INIT_CWD is where it was typed. */
const base = process.env.INIT_CWD ?? process.cwd();

const USAGE = `Usage: npm run contracts:check-openapi -- <their-openapi.(json|yaml|yml)> [--pact <file or dir>]

  Checks the backend's OpenAPI document (3.0 or 3.1, JSON or YAML) against the consumer's pact,
  as PactFlow's bi-directional contract testing does, without running the backend.

  --pact  A pact file, or a folder whose *.json pacts are all checked (default ${DEFAULT_PACTS}/).

  Prints each disagreement as "<interaction> — <METHOD> <path>: <what differs>", then a summary.
  Exit 0: they agree. 1: they disagree. 2: usage error, or a document or pact that cannot be read.`;

/** A document or pact that cannot be used: exit 2, naming the file and the problem. */
class InputError extends Error {}

/** The document's text as an object: JSON by its extension, YAML otherwise. */
function readDocument(path, file) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  }
  let document;
  try {
    document = extname(file).toLowerCase() === '.json' ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    const format = extname(file).toLowerCase() === '.json' ? 'JSON' : 'YAML';
    throw new InputError(`${file} is not valid ${format}: ${error.message.split('\n')[0]}`);
  }
  if (!document || typeof document !== 'object' || Array.isArray(document))
    throw new InputError(`${file} is not an OpenAPI document: it holds no object`);
  const version = document.openapi ?? (document.swagger ? `Swagger ${document.swagger}` : undefined);
  if (typeof version !== 'string' || !/^3\.[01]\.\d+/.test(version))
    throw new InputError(
      `${file} is not an OpenAPI 3.0 or 3.1 document (its "openapi" field is ${JSON.stringify(version ?? null)})`,
    );
  if (!document.paths || typeof document.paths !== 'object' || Array.isArray(document.paths))
    throw new InputError(`${file} has no "paths": there is nothing to check the pact against`);
  const broken = unresolvedReferences(document);
  if (broken.length > 0)
    throw new InputError(
      `${file} has references that do not resolve inside it (bundle it into one file first, e.g. npx redocly bundle): ${broken.slice(0, 5).join(', ')}${broken.length > 5 ? `, and ${broken.length - 5} more` : ''}`,
    );
  return document;
}

/** Every `$ref` that does not point at a part of the document itself (the comparator follows only those). */
function unresolvedReferences(document) {
  const broken = new Set();
  const resolves = (ref) => {
    if (!ref.startsWith('#/')) return false;
    let node = document;
    for (const part of ref.slice(2).split('/')) {
      const key = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~');
      if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
      node = node[key];
    }
    return true;
  };
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      if (typeof node.$ref === 'string' && !resolves(node.$ref)) broken.add(node.$ref);
      Object.values(node).forEach(visit);
    }
  };
  visit(document);
  return [...broken];
}

/** The pact files to check: the one given, or every *.json of the folder given. */
function pactFiles(target) {
  if (!existsSync(target)) throw new InputError(`No pact at ${target}`);
  if (!statSync(target).isDirectory()) return [target];
  const files = readdirSync(target)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(target, name));
  if (files.length === 0) throw new InputError(`No pact (*.json) in ${target}`);
  return files;
}

function readPact(file) {
  let pact;
  try {
    pact = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new InputError(`Cannot read the pact ${file}: ${error.message.split('\n')[0]}`);
  }
  if (!pact || !Array.isArray(pact.interactions))
    throw new InputError(`${file} is not a pact: it has no list of interactions`);
  return pact;
}

const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The interaction a result is about, from its location in the pact (`[root].interactions[12].…`). */
function interactionIndex(result) {
  const match = /^\[root\]\.interactions\[(\d+)\]/.exec(result.mockDetails?.location ?? '');
  return match ? Number(match[1]) : undefined;
}

/** `<interaction> — <METHOD> <path>` for an interaction of the pact. */
function describeInteraction(interaction) {
  if (!interaction) return 'the pact';
  const { method = '?', path = '?' } = interaction.request ?? {};
  return `${interaction.description ?? '(no description)'} — ${method.toUpperCase()} ${path}`;
}

/** One result, on two lines: what differs, then the comparator's code and where in their document. */
function formatResult(result, interaction) {
  const where = result.specDetails?.location?.replace(/^\[root\]\./, '');
  const detail = [result.code, where && where !== '[root]' ? `their document at ${where}` : undefined]
    .filter(Boolean)
    .join('; ');
  const { method = '', path = '' } = interaction?.request ?? {};
  // The comparator's message may end with the request the line starts with already.
  const message = result.message.replace(` ${method.toUpperCase()} ${path}`, '').replace(/:$/, '');
  // Where in the interaction it is (response.body.lastLoginAt), when the line does not say it already.
  const at = result.mockDetails?.location?.replace(/^\[root\]\.interactions\[\d+\]\./, '');
  const place = at && !['request.path', 'response.status'].includes(at) ? ` (at ${at})` : '';
  return `  ${describeInteraction(interaction)}: ${message}${place}\n      (${detail})`;
}

/**
 * Compares every pact with the document. Resolves with the report's lines and the counts; rejects
 * with an InputError when the comparator cannot use the document or a pact.
 */
async function checkOpenApi(documentFile, pactTarget) {
  const document = readDocument(resolve(base, documentFile), documentFile);
  const comparator = new Comparator({ oas: document });
  const lines = [];
  let interactions = 0;
  let disagreements = 0;
  let disagreeing = 0;
  let warnings = 0;
  // The default is this repository's pacts, wherever the command was typed.
  const pacts = pactTarget ? resolve(base, pactTarget) : resolve(import.meta.dirname, '..', DEFAULT_PACTS);
  for (const file of pactFiles(pacts)) {
    const pact = readPact(file);
    interactions += pact.interactions.length;
    const results = [];
    try {
      for await (const result of comparator.compare(pact)) results.push(result);
    } catch (error) {
      // The comparator does not validate the document: a schema it cannot compile stops it here.
      throw new InputError(
        `Cannot compare ${documentFile} with ${relative(process.cwd(), file)}: ${error.message} (npx redocly lint ${documentFile} says what is wrong with a document)`,
      );
    }
    const errors = results.filter((result) => result.type === 'error');
    const notes = results.filter((result) => result.type === 'warning');
    const consumer = pact.consumer?.name ?? '?';
    const provider = pact.provider?.name ?? '?';
    lines.push(
      `Pact ${consumer} → ${provider} (${relative(process.cwd(), file)}): ${plural(pact.interactions.length, 'interaction')}, ${plural(errors.length, 'disagreement')}`,
    );
    // Grouped per interaction, in the pact's order; a blank line between interactions.
    const byInteraction = Map.groupBy(errors, (result) => interactionIndex(result) ?? -1);
    for (const index of [...byInteraction.keys()].sort((a, b) => a - b)) {
      lines.push('', ...byInteraction.get(index).map((result) => formatResult(result, pact.interactions[index])));
    }
    if (notes.length > 0) {
      lines.push('', `  Warnings (they do not fail the check):`);
      for (const result of notes)
        lines.push(formatResult(result, pact.interactions[interactionIndex(result)]).replace(/^/gm, '  '));
    }
    lines.push('');
    disagreements += errors.length;
    disagreeing += byInteraction.size;
    warnings += notes.length;
  }
  return { lines, interactions, disagreements, disagreeing, warnings };
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { pact: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (error) {
    usageError(error.message, USAGE);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1)
    usageError(
      positionals.length === 0
        ? 'Give the backend’s OpenAPI document.'
        : `Give one OpenAPI document, not ${positionals.length}.`,
      USAGE,
    );
  const documentFile = positionals[0];
  if (!['.json', '.yaml', '.yml'].includes(extname(documentFile).toLowerCase()))
    usageError(`${documentFile}: the document must be a .json, .yaml or .yml file.`, USAGE);
  try {
    const report = await checkOpenApi(documentFile, values.pact);
    console.log(report.lines.join('\n'));
    const counts = [
      `${plural(report.interactions, 'interaction')} checked`,
      `${plural(report.disagreements, 'disagreement')}${report.disagreements > 0 ? ` in ${plural(report.disagreeing, 'interaction')}` : ''}`,
      ...(report.warnings > 0 ? [plural(report.warnings, 'warning')] : []),
    ].join(', ');
    // exitCode, not exit(): a long report to a pipe is written out before the process ends.
    if (report.disagreements > 0) {
      console.log(`✘ ${documentFile} disagrees with the pact: ${counts}`);
      process.exitCode = 1;
    } else console.log(`✔ ${documentFile} agrees with the pact: ${counts}`);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
