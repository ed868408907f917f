import { spawnSync } from 'node:child_process';

// What both broker scripts read from the environment and git: the broker's credentials, and the
// version and branch of the code being published or verified.

const first = (env, names) =>
  names.map((name) => env[name]).find((value) => typeof value === 'string' && value.trim() !== '');

function git(args) {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  const text = result.status === 0 ? result.stdout.trim() : '';
  return text === '' || text === 'HEAD' ? undefined : text;
}

/** The commit and branch: CI variables first, then git (a detached HEAD has no branch). */
export function versionAndBranch(env, { readGit = git } = {}) {
  return {
    version: first(env, ['GIT_COMMIT', 'GITHUB_SHA', 'CI_COMMIT_SHA']) ?? readGit(['rev-parse', 'HEAD']),
    branch:
      first(env, ['GIT_BRANCH', 'GITHUB_HEAD_REF', 'GITHUB_REF_NAME', 'CI_COMMIT_REF_NAME']) ??
      readGit(['branch', '--show-current']),
  };
}

/** The broker credentials: a token, or a user name and password; never put on a command line. */
export function brokerCredentials(env) {
  const token = first(env, ['PACT_BROKER_TOKEN']);
  if (token) return { token };
  const username = first(env, ['PACT_BROKER_USERNAME']);
  const password = first(env, ['PACT_BROKER_PASSWORD']);
  return username && password ? { username, password } : {};
}

export { first };
