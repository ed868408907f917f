import { parseArgs } from 'node:util';

/**
 * The options of a command-line script (node's `parseArgs`), with `--help`/`-h` added: the help
 * prints `usage` and exits 0; an unknown option or a bad value prints what is wrong and the usage,
 * and exits 2, never a stack trace.
 */
export function cliOptions(options, usage, args = process.argv.slice(2)) {
  try {
    const { values } = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    return values;
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error), usage);
  }
}

/** Prints what is wrong with the command line and the usage, and exits 2. */
export function usageError(message, usage) {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/** Why a server could not listen, in a sentence (no stack trace): the port taken, or the address unusable. */
export function listenFailure(error, port, host) {
  const reason =
    error?.code === 'EADDRINUSE'
      ? 'is already in use: stop what uses it, or choose another with --port'
      : `cannot be used (${error?.code ?? error?.message ?? error})`;
  return `Port ${port} on ${host} ${reason}.`;
}
