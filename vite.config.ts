import { execSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import { cacheControl, newNonce, securityHeaders, withNonce } from './scripts/security-headers.mjs';

function git(args: string, fallback: string): string {
  try {
    return (
      execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || fallback
    );
  } catch {
    return fallback;
  }
}

/**
 * Mocks are on unless the build is pointed at a real backend (VITE_API_BASE_URL) or they are
 * switched off explicitly (VITE_MOCKS=off). The flag is a compile-time constant, so a build with
 * mocks off drops the dynamic import of the mock worker and carries no mock code at all.
 */
export function mocksEnabled(env: Record<string, string>): boolean {
  if (env.VITE_MOCKS === 'off') return false;
  if (env.VITE_MOCKS === 'on') return true;
  return !env.VITE_API_BASE_URL;
}

/**
 * `vite preview` serves the build as production would: every response carries the security headers
 * (scripts/security-headers.mjs), every page a fresh CSP nonce, filled into index.html, and every
 * file the caching a host should give it (content-hashed files kept, the rest revalidated).
 */
function securityHeadersInPreview(apiBaseUrl: string | undefined): Plugin {
  const connect = apiBaseUrl ? [new URL(apiBaseUrl).origin] : [];
  return {
    name: 'vinotheca:security-headers',
    configurePreviewServer(server) {
      // resolve: an absolute outDir (vite preview --outDir /elsewhere) stays as it is.
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const page = join(outDir, 'index.html');
      /** The build's file Vite's static server sends for `path` (below the base), or null: it answers 404. */
      const servedFile = (path: string): string | null => {
        if (!path.startsWith(server.config.base)) return null;
        const below = path.slice(server.config.base.length);
        const file = join(outDir, below);
        return file.startsWith(outDir + sep) && existsSync(file) && statSync(file).isFile() ? below : null;
      };
      server.middlewares.use((req, res, next) => {
        const nonce = newNonce();
        for (const [name, value] of Object.entries(securityHeaders(nonce, { connect }))) res.setHeader(name, value);
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        // A page (a deep link, or index.html itself) gets the app with this response's nonce.
        if (
          req.method === 'GET' &&
          (path.endsWith('/index.html') || !extname(path)) &&
          req.headers.accept?.includes('text/html')
        ) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', cacheControl('index.html'));
          res.end(withNonce(readFileSync(page, 'utf8'), nonce));
          return;
        }
        res.setHeader('Cache-Control', cacheControl(servedFile(path)));
        next();
      });
    },
  };
}

/**
 * public/ holds the mock service worker for the demo (msw's, and the one the demo registers, which
 * loads it); a build with mocks off leaves them out, so it carries no mock file at all.
 */
function withoutMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vinotheca:without-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of ['mockServiceWorker.js', 'mock-api-worker.js']) rmSync(join(outDir, file), { force: true });
    },
  };
}

/**
 * Puts the sign-in page and the console's loading frame, rendered by the app's own components
 * (src/app/prerender/prerender.tsx), into the built index.html, so the first paint does not wait
 * for JavaScript (ADR 0018). public/boot.js shows the one that fits (a stored session or not), and
 * the app takes over what the visitor typed meanwhile (src/app/prerender/boot-screens.ts).
 *
 * Two more changes make that first paint whole and early: a `rel=expect` link holds rendering until
 * the prerendered screens are parsed (Chromium may otherwise paint the top of the page first), and
 * the app's scripts are not fetched until after the first paint: Vite's module script and
 * modulepreload links become `<meta name="app-entry">` and `<meta name="app-preload">`, which
 * boot.js turns back into the same tags once the page has painted.
 */
function prerenderedScreens(withMocks: boolean): Plugin {
  let configFile: string | undefined;
  let mode = 'production';
  let base = '/';
  return {
    name: 'vinotheca:prerendered-screens',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
      mode = config.mode;
      base = config.base;
    },
    // After Vite has put its script and preload tags in.
    transformIndexHtml: {
      order: 'post',
      handler: async (html, { bundle }) => {
        const page = await withBootScreens(html, configFile, mode);
        const withApp = withPreloads(
          withPreloads(page, 'app-preload', chunkFiles(bundle, base, APP_START_MODULE)),
          'sign-in-preload',
          chunkFiles(bundle, base, SIGN_IN_MODULE),
        );
        return withMocks
          ? withPreloads(withApp, 'mock-preload', chunkFiles(bundle, base, MOCK_FRONT_DOOR, { dynamic: true }))
          : withApp;
      },
    },
  };
}

/** The module that starts the app: the entry imports it once the app is wanted (src/main.tsx). */
const APP_START_MODULE = '/src/app/start-app.tsx';
/** The sign-in route, which the app's router loads first on the sign-in page. */
const SIGN_IN_MODULE = '/src/app/routes/login.tsx';
/**
 * The mock's one front door (the demo build). Its files are preloaded on a first visit: without a
 * preload the browser found them as it evaluated each import, four files deep for the first part
 * alone, and the mock started ~500 ms after its first request.
 */
const MOCK_FRONT_DOOR = '/mocks/start-mock-backend.ts';

/**
 * The files of a module loaded by a dynamic import (its chunk and all it imports), as the page
 * requests them. Vite lists none of them in index.html. The app's start (React, the router, the
 * app's shell) and the sign-in route are listed for boot.js to preload (the second only when the
 * sign-in page is shown): an untouched sign-in page waits for the visitor before evaluating them
 * (ADR 0018), and fetching them meanwhile leaves the visitor's first use only their evaluation to
 * wait for. The mock's start is listed too in the demo build, for a first visit (below).
 */
function chunkFiles(
  bundle: Rollup.OutputBundle | undefined,
  base: string,
  module: string,
  { dynamic = false } = {},
): string[] {
  if (!bundle) return [];
  const chunks = new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const start = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(module));
  if (!start) throw new Error(`No chunk holds ${module}`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  visit(start.fileName);
  // The front door's own parts, but not the mock console: it loads once the app runs.
  if (dynamic) start.dynamicImports.filter((file) => !/mount-mock-console/.test(file)).forEach(visit);
  return [...files].map((file) => `${base}${file}`);
}

/**
 * `files` as `<meta name="{name}">` (boot.js preloads them after the entry's script, one per task),
 * but those the page already lists.
 */
function withPreloads(html: string, name: string, files: readonly string[]): string {
  const listed = (file: string) => html.includes(`content="${file}">`);
  const metas = files.filter((file) => !listed(file)).map((file) => `<meta name="${name}" content="${file}">`);
  return html.replace('</head>', `  ${metas.join('\n    ')}\n  </head>`);
}

/** The element after the prerendered screens that the first paint waits for. */
const BOOT_END_ID = 'boot-end';

async function withBootScreens(html: string, configFile: string | undefined, mode: string): Promise<string> {
  const root = '<div id="root"></div>';
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  if (!html.includes(root) || !entry.test(html))
    throw new Error(`index.html has no ${root} or module script to prerender around`);
  // The app's modules rendered in Node, through Vite with this build's config (aliases, defines).
  const server = await createServer({
    configFile,
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { bootScreensHtml } = (await server.ssrLoadModule('/src/app/prerender/prerender.tsx')) as {
      bootScreensHtml: () => Promise<string>;
    };
    return html
      .replace(root, `${await bootScreensHtml()}<span id="${BOOT_END_ID}" hidden></span>`)
      .replace('</head>', `  <link rel="expect" href="#${BOOT_END_ID}" blocking="render">\n  </head>`)
      .replace(entry, '<meta name="app-entry" content="$1">')
      .replaceAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, '<meta name="app-preload" content="$1">');
  } finally {
    await server.close();
  }
}

/**
 * The front door's imports preload nothing through Vite's helper: each `<link rel=modulepreload>` it
 * adds costs the main thread 0.5–1 ms (Chromium starts the fetch there), ~25 of them on a first
 * visit's sign-in page, where nothing waits on the mock's code to the millisecond; boot.js preloads
 * those files itself, one per task (`mock-preload`). The app's own lazy routes keep preloading theirs.
 */
function frontDoorImportsUnpreloaded(_file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  return /(^|\/)start-mock-backend-[\w-]+\.js$/.test(hostId) ? [] : deps;
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env } as Record<string, string>;
  const buildInfo = {
    version: process.env.npm_package_version ?? '0.1.0',
    hash: git('rev-parse --short HEAD', 'unknown'),
    branch: git('rev-parse --abbrev-ref HEAD', 'unknown'),
    builtAt: new Date().toISOString(),
  };
  const mocks = mocksEnabled(env);
  return {
    base: env.VITE_BASE_PATH ?? '/',
    plugins: [
      react(),
      // The message catalogues, compiled as they are imported (ADR 0037); a missing text or a message
      // that does not parse fails the build.
      lingui({ failOnMissing: true, failOnCompileError: true }),
      securityHeadersInPreview(env.VITE_API_BASE_URL),
      prerenderedScreens(mocks),
      ...(mocks ? [] : [withoutMockWorker()]),
    ],
    resolve: {
      alias: {
        '@chakra-theme': fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url)),
        // msw's cookie jar only needs a registrable-domain guess on the page's own origin (ADR 0005).
        tldts: fileURLToPath(new URL('./mocks/vendor/tldts-lite.ts', import.meta.url)),
        '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
        '@': fileURLToPath(new URL('./src', import.meta.url)),
      },
    },
    define: {
      __BUILD_INFO__: JSON.stringify(buildInfo),
      __MOCKS_ENABLED__: JSON.stringify(mocks),
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: {
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 500,
      modulePreload: { resolveDependencies: frontDoorImportsUnpreloaded },
    },
  };
});
