import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeChromiumProfile } from '#test-support/chromium';

describe('removing a Chromium profile', () => {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((path) => rmSync(path, { recursive: true, force: true })));

  function profileWithSingleton(singletonName: string) {
    const profile = mkdtempSync(join(tmpdir(), 'profile-'));
    const singleton = join(tmpdir(), singletonName);
    mkdirSync(singleton);
    writeFileSync(join(singleton, 'SingletonSocket'), '');
    symlinkSync(join(singleton, 'SingletonSocket'), join(profile, 'SingletonSocket'));
    made.push(profile, singleton);
    return { profile, singleton };
  }

  it('also removes the singleton folder a killed Chromium left in the temp directory', () => {
    const { profile, singleton } = profileWithSingleton(`org.chromium.Chromium.test${process.pid}`);
    removeChromiumProfile(profile);
    expect(existsSync(profile)).toBe(false);
    expect(existsSync(singleton)).toBe(false);
  });

  it('leaves a folder the link points to that is not a Chromium singleton folder', () => {
    const { profile, singleton } = profileWithSingleton(`not-chromium-${process.pid}`);
    removeChromiumProfile(profile);
    expect(existsSync(profile)).toBe(false);
    expect(existsSync(singleton)).toBe(true);
  });

  it('removes a profile without a singleton link', () => {
    const profile = mkdtempSync(join(tmpdir(), 'profile-'));
    made.push(profile);
    removeChromiumProfile(profile);
    expect(existsSync(profile)).toBe(false);
  });
});
