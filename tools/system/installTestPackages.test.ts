import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, 'install-test-packages.sh');
let bin: string;

beforeEach(() => {
  bin = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-packages-'));
});
afterEach(() => fs.rmSync(bin, { recursive: true, force: true }));

/** A stand-in program on the script's PATH: `id` says who runs it, `apt-get` writes down how it was called. */
function stub(name: string, body: string) {
  fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
}

// PATH holds only the stand-ins, so Java is missing whatever this machine has; CHROME_PATH names a real program.
const run = () =>
  spawnSync('/bin/bash', [script], {
    env: { PATH: bin, CHROME_PATH: '/bin/sh' },
    encoding: 'utf8',
  });

it('installs what is missing with apt when run as root on Debian', () => {
  stub('id', 'echo 0');
  stub('apt-get', `echo "$@" >> ${bin}/apt-calls`);
  const result = run();
  expect(result.status).toBe(0);
  const calls = fs.readFileSync(path.join(bin, 'apt-calls'), 'utf8').trim().split('\n');
  expect(calls[0]).toBe('update');
  expect(calls[1]).toMatch(/^install -y --no-install-recommends .*default-jre-headless/);
  expect(calls[1]).not.toMatch(/chromium/);
});

it('stops at once with the command to run when not root', () => {
  stub('id', 'echo 1000');
  stub('apt-get', `echo "$@" >> ${bin}/apt-calls`);
  const result = run();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('npm test needs system packages this machine lacks:');
  expect(result.stderr).toMatch(
    /run as root: {2}apt-get update && .*apt-get install -y --no-install-recommends .*default-jre-headless/,
  );
  expect(fs.existsSync(path.join(bin, 'apt-calls'))).toBe(false);
});

it('refuses a CHROME_PATH that names no program', () => {
  stub('id', 'echo 0');
  const result = spawnSync('/bin/bash', [script], {
    env: { PATH: bin, CHROME_PATH: path.join(bin, 'no-such-chromium') },
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('CHROME_PATH names no program');
});
