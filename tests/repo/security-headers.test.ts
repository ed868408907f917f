import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LABEL_IMAGE_ORIGINS } from '@/lib/wine-limits';
import {
  cacheControl,
  contentSecurityPolicy,
  IMAGE_ORIGINS,
  NONCE_PLACEHOLDER,
  newNonce,
  securityHeaders,
  withNonce,
} from '../../scripts/security-headers.mjs';

const indexHtml = readFileSync('index.html', 'utf8');

describe('the security headers', () => {
  it('allow no inline script, no eval and no inline style without the nonce', () => {
    const policy = contentSecurityPolicy('abc123');
    expect(policy).not.toMatch(/unsafe-(inline|eval|hashes)/);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self' 'nonce-abc123';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy('n', { connect: ['https://api.example.com'] })).toContain(
      "connect-src 'self' https://api.example.com;",
    );
    expect(Object.keys(securityHeaders('n'))).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy']),
    );
  });

  it('keep content-hashed files for a year and have everything else revalidated', () => {
    const kept = 'public, max-age=31536000, immutable';
    for (const file of [
      'assets/index-BfF0-aej.js',
      'assets/seed-worker-CoDoHtWo.js',
      'assets/charts-_c2JJ0eY.js',
      'assets/create-slot-recipe-context-BFyUxrHH.js',
      'assets/index-Dx1_a2Bc.css',
    ]) {
      expect(cacheControl(file), file).toBe(kept);
    }
    // Not a build's hashed file: a page (also what a deep link or a folder gets), public/, a file
    // without a hash, a path below another folder, or nothing at all (a 404).
    for (const file of [
      'index.html',
      '404.html',
      'boot.js',
      'boot.css',
      'mockServiceWorker.js',
      'assets/logo.svg',
      'assets/',
      'wines/assets/x-BfF0-aej.js',
      null,
    ]) {
      expect(cacheControl(file), String(file)).toBe('no-cache');
    }
  });

  it('let the browser load label images from exactly the hosts the API accepts', () => {
    expect(IMAGE_ORIGINS).toEqual(LABEL_IMAGE_ORIGINS);
  });

  it('fill a fresh nonce into every placeholder of index.html', () => {
    const [a, b] = [newNonce(), newNonce()];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(indexHtml).toContain(NONCE_PLACEHOLDER);
    expect(withNonce(indexHtml, a)).not.toContain(NONCE_PLACEHOLDER);
  });

  it('need nothing inline in index.html: every script has a src and no style element is inline', () => {
    const scripts = [...indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(indexHtml).not.toMatch(/<style\b/);
    expect(indexHtml).not.toMatch(/\sstyle=/);
  });
});
