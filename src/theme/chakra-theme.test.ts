import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from './chakra-theme';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every name the app imports from '@chakra-ui/react'. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('src')) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const RECIPE_OF: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  Toaster: ['toast'],
  SkeletonText: ['skeleton'],
  SkeletonCircle: ['skeleton'],
  InputAddon: ['inputAddon'],
  Checkbox: ['checkbox', 'checkmark'],
  RadioGroup: ['radioGroup', 'radiomark'],
};

describe('the trimmed Chakra theme', () => {
  const defaults = new Set([
    ...Object.keys(defaultConfig.theme?.recipes ?? {}),
    ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
  ]);
  const ours = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);

  it('registers the recipe of every Chakra component the app uses', () => {
    const missing = [...chakraImports()].flatMap((name) => {
      const keys = RECIPE_OF[name] ?? [name.charAt(0).toLowerCase() + name.slice(1)];
      return keys
        .filter((key) => defaults.has(key) && !ours.has(key))
        .map((key) => `${name} needs the "${key}" recipe`);
    });
    expect(missing).toEqual([]);
  });

  it('registers only recipes that Chakra defines, with its own definitions', () => {
    const all = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    for (const [key, recipe] of Object.entries({ ...recipes, ...slotRecipes })) {
      expect(all[key as keyof typeof all], key).toEqual(recipe);
    }
  });
});
