import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vnuJar from 'vnu-jar';

interface HtmlMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The errors the W3C's Nu Html Checker (the engine of validator.w3.org/nu, run here from its jar) finds in each
 * document, by name, each as one readable line; warnings are left out. One run checks them all (the checker takes
 * a few seconds to start). It runs on the machine's Java, which `.ci/run` installs, never a downloaded one.
 */
export function htmlErrors(documents: Record<string, string>): Record<string, string[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-html-'));
  try {
    const files = Object.entries(documents).map(([name, html], index) => {
      const file = path.join(folder, `${index}.html`);
      fs.writeFileSync(file, html);
      return { name, url: `file:${file}` };
    });
    const output = execFileSync(
      'java',
      [
        '-jar',
        String(vnuJar),
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        ...files.map((f) => f.url.slice(5)),
      ],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(output) as { messages: HtmlMessage[] };
    return Object.fromEntries(
      files.map(({ name, url }) => [
        name,
        messages
          .filter((message) => message.url === url && message.type !== 'info')
          .map((message) => `line ${message.lastLine ?? '?'}: ${message.message} (${message.extract ?? ''})`),
      ]),
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
