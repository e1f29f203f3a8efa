import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export interface LoadBalancer {
  /** The one address clients use, on 127.0.0.1 only. */
  url: string;
  stop(): Promise<void>;
}

const NGINX = '/usr/sbin/nginx';

/**
 * A real reverse proxy (Debian's nginx) in front of API instances, round robin, as production runs them: it
 * forwards the client's address, takes mail-sized bodies, and stops sending to an instance that refuses
 * connections. Requests already sent to an instance that dies are not replayed (nginx never resends a POST);
 * the client sees 502 and retries, as the site's forms do.
 */
export async function startLoadBalancer(upstreamPorts: number[]): Promise<LoadBalancer> {
  if (!fs.existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}. Install it (apt-get install nginx); .ci/run does.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach the body buffers nginx makes in here.
  fs.chmodSync(dir, 0o711);
  const port = await freePort();
  const temp = (name: string) => path.join(dir, name);
  const config = `
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 16m;
  upstream api {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
  fs.writeFileSync(temp('nginx.conf'), config);
  const child = spawn(NGINX, ['-p', dir, '-c', temp('nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill(signal);
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop('SIGKILL');
      throw new Error(`nginx exited while starting: ${errors}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`nginx did not listen on ${port}: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => stop('SIGQUIT') };
}
