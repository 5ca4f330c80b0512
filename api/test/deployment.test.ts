import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../src/config.js';
import { MAX_UPLOAD_BYTES } from '../src/uploads/image-store.js';
import { clientCookie, startTestApp, writeWebDist, type TestApp } from './harness.js';
import { startTestS3, type TestS3 } from './s3-server.js';

// Issue 34 item 3 (ADR 317): Docker is not on these machines, so what the Dockerfile, docker-compose.yml and
// deploy/nginx.conf configure is checked here: the variables against config.ts, the services and credentials
// they name against each other, the health checks against a real server, and the image's CMD by running it on
// the files the image copies, configured as compose configures an app instance.

const PROJECT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(PROJECT, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  command?: string | string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string }>;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service>; networks: Record<string, { ipam: { config: Array<{ subnet: string }> } }> };
const services = compose.services;
/** The app instances: the services built from the Dockerfile. */
const apps = Object.entries(services).filter(([, service]) => service.build !== undefined);
const appEnv = apps[0]![1].environment!;
const hostOf = (url: string) => new URL(url).hostname;

/** The Dockerfile as stages of [instruction, arguments], continuation lines joined and comments dropped. */
function dockerStages(text: string): Array<Array<[string, string]>> {
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const stages: Array<Array<[string, string]>> = [];
  for (const line of lines) {
    const [op, ...rest] = line.split(/\s+/);
    if (op === 'FROM') stages.push([]);
    stages.at(-1)!.push([op!, rest.join(' ')]);
  }
  return stages;
}
const stages = dockerStages(read('Dockerfile'));
const runtime = stages.at(-1)!;
const argsOf = (stage: Array<[string, string]>, op: string) => stage.filter(([o]) => o === op).map(([, args]) => args);
/** The exec form of CMD (or of HEALTHCHECK's CMD). */
const execForm = (args: string) => JSON.parse(args.slice(args.indexOf('['))) as string[];
const imageCmd = execForm(argsOf(runtime, 'CMD')[0]!);
const imageHealthcheck = execForm(argsOf(runtime, 'HEALTHCHECK')[0]!);
const imageEnv = Object.fromEntries(argsOf(runtime, 'ENV').flatMap((args) => args.split(/\s+/).map((pair) => pair.split('=') as [string, string])));

const run = promisify(execFile);
const exitCodeOf = (command: string[], env: Record<string, string> = {}) =>
  run(process.execPath, command.slice(1), { env: { ...process.env, ...env }, timeout: 10_000 }).then(() => 0, (error: { code?: number }) => error.code ?? -1);

describe('docker-compose.yml', () => {
  it('when compose runs the app, then it runs two or more instances built from the Dockerfile, with one configuration config.ts accepts', () => {
    expect(apps.length).toBeGreaterThanOrEqual(2);
    for (const [name, app] of apps) {
      expect(app.environment, name).toEqual(appEnv);
      // Every variable compose names is one the server reads: a misspelt one would be silently ignored.
      expect(Object.keys(app.environment!).filter((key) => !CONFIG_VARIABLES.includes(key)), name).toEqual([]);
    }
    const config = loadConfig(appEnv);
    // What more than one instance needs: one database server, shared limits, images in the bucket.
    expect(config.DATABASE_URL).toMatch(/^mysql:\/\//);
    expect(config.REDIS_URL).toBeDefined();
    expect(config.UPLOAD_STORE).toBe('s3');
    expect(Object.keys(imageEnv).filter((key) => key !== 'NODE_ENV' && !CONFIG_VARIABLES.includes(key))).toEqual([]);
  });

  it('when the apps name the database, Redis and the bucket, then those services exist with the same credentials and bucket', () => {
    const database = new URL(appEnv.DATABASE_URL!);
    const db = services[database.hostname]!;
    expect(db.image).toMatch(/^(mysql|mariadb):/);
    expect({ user: database.username, password: database.password, name: database.pathname.slice(1) }).toEqual({
      user: db.environment!.MYSQL_USER,
      password: db.environment!.MYSQL_PASSWORD,
      name: db.environment!.MYSQL_DATABASE,
    });
    expect(services[hostOf(appEnv.REDIS_URL!)]?.image).toMatch(/^redis:/);

    const store = services[hostOf(appEnv.S3_ENDPOINT!)]!;
    expect(store.image).toMatch(/minio/);
    expect([appEnv.AWS_ACCESS_KEY_ID, appEnv.AWS_SECRET_ACCESS_KEY]).toEqual([store.environment!.MINIO_ROOT_USER, store.environment!.MINIO_ROOT_PASSWORD]);
    // The init service creates that very bucket, on that server, with those keys, before any app starts.
    const [initName, init] = Object.entries(services).find(([, s]) => String(s.command).includes(' mb '))!;
    const script = String(init.command);
    expect(script).toContain(`${appEnv.S3_ENDPOINT} ${appEnv.AWS_ACCESS_KEY_ID} ${appEnv.AWS_SECRET_ACCESS_KEY}`);
    expect(script).toMatch(new RegExp(`mb --ignore-existing \\w+/${appEnv.S3_BUCKET}( |$)`));

    for (const [name, app] of apps) {
      expect(app.depends_on, name).toEqual({
        [database.hostname]: { condition: 'service_healthy' },
        [hostOf(appEnv.REDIS_URL!)]: { condition: 'service_healthy' },
        [initName]: { condition: 'service_completed_successfully' },
      });
      // Docker waits stop_grace_period before SIGKILL: longer than the server's own grace period.
      expect(Number(/^(\d+)s$/.exec(app.stop_grace_period ?? '')?.[1]) * 1000, name).toBeGreaterThan(loadConfig(appEnv).SHUTDOWN_GRACE_MS);
    }
  });

  it('when the proxy is configured, then it sends to every app instance on its port, takes a whole image and waits for the apps to be ready', () => {
    const [, proxy] = Object.entries(services).find(([, s]) => s.image?.startsWith('nginx'))!;
    const mount = proxy.volumes!.map((volume) => volume.split(':')).find(([, target]) => target!.startsWith('/etc/nginx/'))!;
    const nginx = read(mount[0]!);
    const upstream = [...nginx.matchAll(/^\s*server\s+([\w-]+):(\d+)/gm)].map(([, host, port]) => `${host}:${port}`);
    expect(upstream.sort()).toEqual(apps.map(([name]) => `${name}:${loadConfig(appEnv).PORT}`).sort());
    const [, size, unit] = /client_max_body_size\s+(\d+)([km]);/.exec(nginx)!;
    expect(Number(size) * (unit === 'm' ? 1024 * 1024 : 1024)).toBeGreaterThan(MAX_UPLOAD_BYTES);
    // The API's cross-site check compares Origin with Host, port included.
    expect(nginx).toMatch(/proxy_set_header Host \$http_host;/);
    expect(proxy.depends_on).toEqual(Object.fromEntries(apps.map(([name]) => [name, { condition: 'service_healthy' }])));
  });

  it("when the proxy forwards a client's address, then the apps believe it from the proxy's fixed address and from no other", () => {
    const [, proxy] = Object.entries(services).find(([, s]) => s.image?.startsWith('nginx'))!;
    const address = proxy.networks!.default!.ipv4_address!;
    const [subnet, bits] = compose.networks.default!.ipam.config[0]!.subnet.split('/');
    // In the network's subnet (a /24 here), so Docker can give it.
    expect(bits).toBe('24');
    expect(address.split('.').slice(0, 3)).toEqual(subnet!.split('.').slice(0, 3));
    expect(loadConfig(appEnv).TRUSTED_PROXIES).toEqual([address]);
  });
});

describe('the health checks', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('sqlite');
  });
  afterAll(async () => app?.stop());

  it('when compose checks an app (readiness) and the image checks itself (liveness), then each command exits 0 on a serving instance and 1 on none', async () => {
    const composeCheck = apps[0]![1].healthcheck!.test;
    expect(composeCheck.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(composeCheck[3]).toContain('/api/ready');
    expect(imageHealthcheck[0]).toBe('node');
    expect(imageHealthcheck.at(-1)).toContain('/api/health');

    const port = new URL(app.url).port;
    const composeAt = (to: string) => ['node', '-e', composeCheck[3]!.replace(`:${loadConfig(appEnv).PORT}/`, `:${to}/`)];
    expect(composeAt(port)[2]).not.toBe(composeCheck[3]);
    expect(await exitCodeOf(composeAt(port))).toBe(0);
    expect(await exitCodeOf(imageHealthcheck, { PORT: port })).toBe(0);
    // A port nothing listens on (the test app's, once closed, is not reused while this runs).
    const closed = await startTestApp('sqlite', { seed: false });
    const closedPort = new URL(closed.url).port;
    await closed.stop();
    expect(await exitCodeOf(composeAt(closedPort))).toBe(1);
    expect(await exitCodeOf(imageHealthcheck, { PORT: closedPort })).toBe(1);
  });
});

describe('the Dockerfile', () => {
  it('when the image is built, then the web app is built with the dev dependencies and the runtime has only its own, from node 20, as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const build = stages.find((stage) => argsOf(stage, 'RUN').some((args) => args.includes('vite build')))!;
    expect(argsOf(build, 'RUN').some((args) => /^npm ci\b(?!.*--omit=dev)/.test(args))).toBe(true);
    expect(argsOf(runtime, 'FROM')[0]).toMatch(/^node:20[-.\w]*$/);
    expect(argsOf(runtime, 'USER')).toHaveLength(1);
    expect(argsOf(runtime, 'USER')[0]).not.toMatch(/^(root|0)(:|$)/);
    // node_modules comes from a stage that installed the runtime dependencies only.
    const from = /--from=(\S+) \/app\/node_modules/.exec(argsOf(runtime, 'COPY').join('\n'))?.[1];
    const deps = stages.find((stage) => argsOf(stage, 'FROM')[0]!.endsWith(` AS ${from}`))!;
    expect(argsOf(deps, 'RUN').some((args) => args.includes('npm ci --omit=dev'))).toBe(true);
    expect(argsOf(runtime, 'COPY').some((args) => /--from=\S+ \/app\/web\/dist \.\/web\/dist/.test(args))).toBe(true);
  });

  it('when the runtime needs tsx and the OCR models, then they are dependencies (npm ci --omit=dev keeps them) and the models are where the image checks', () => {
    expect(imageCmd.slice(0, 1)).toEqual(['node']);
    expect(imageCmd.slice(-3)).toEqual(['--import', 'tsx', 'api/src/server.ts']);
    for (const name of ['tsx', '@tesseract.js-data/eng', '@tesseract.js-data/hin', '@aws-sdk/client-s3']) {
      expect(pkg.dependencies[name], name).toBeDefined();
      expect(pkg.devDependencies[name], name).toBeUndefined();
    }
    const checked = [...argsOf(runtime, 'RUN').join(' ').matchAll(/test -s (\S+)/g)].map(([, path]) => path!);
    expect(checked.map((path) => path.split('/').at(-1))).toEqual(['eng.traineddata.gz', 'hin.traineddata.gz']);
    for (const path of checked) expect(existsSync(join(PROJECT, path)), path).toBe(true);
  });

  it('when the build context is sent, then .dockerignore leaves out installs, builds and data, and none of what the image copies', () => {
    const ignored = read('.dockerignore').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
    for (const entry of ['node_modules', 'web/dist', 'data', '.git', '.env']) expect(ignored).toContain(entry);
    const copied = argsOf(runtime, 'COPY').filter((args) => !args.startsWith('--from')).map((args) => args.split(/\s+/)[0]!);
    for (const stage of stages) for (const args of argsOf(stage, 'COPY')) if (!args.startsWith('--from')) copied.push(...args.split(/\s+/).slice(0, -1));
    for (const source of new Set(copied)) {
      expect(existsSync(join(PROJECT, source)), source).toBe(true);
      expect(ignored.some((entry) => source === entry || source.startsWith(`${entry}/`)), source).toBe(false);
    }
  });
});

describe("the image's CMD on the image's files", () => {
  let workspace: string | undefined;
  let child: ChildProcess | undefined;
  let s3: TestS3 | undefined;
  afterEach(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    await s3?.close();
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  it('when the CMD starts the files the runtime stage copies with the compose configuration, then it is ready, stores an upload in the bucket and stops on SIGTERM with 0', async () => {
    workspace = mkdtempSync(join(tmpdir(), 'adpolicy-image-'));
    const root = join(workspace, 'app');
    mkdirSync(root);
    for (const args of argsOf(runtime, 'COPY')) {
      const [source, target] = args.split(/\s+/).slice(-2) as [string, string];
      if (args.includes('/app/node_modules')) symlinkSync(join(PROJECT, 'node_modules'), join(root, 'node_modules'), 'dir');
      else if (args.includes('/app/web/dist')) writeWebDist(join(root, 'web/dist'));
      // `COPY package.json ./` copies into the folder under the source's own name.
      else cpSync(join(PROJECT, source), join(root, target.endsWith('/') ? join(target, basename(source)) : target), { recursive: true });
    }
    s3 = await startTestS3(appEnv.S3_BUCKET);
    // Compose's configuration, with its hosts replaced by this machine's services (s3rver knows only its own key).
    const env = {
      ...appEnv,
      ...imageEnv,
      ...s3.env,
      S3_BUCKET: appEnv.S3_BUCKET!,
      PORT: '0',
      DATABASE_URL: `sqlite:${join(workspace, 'app.sqlite')}`,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `adpolicy-image-test:${process.pid}:`,
      UPLOAD_DIR: join(workspace, 'uploads'),
      LOG_LEVEL: 'warn',
    };
    const started = spawn(process.execPath, imageCmd.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    const exited = new Promise<number | null>((ok) => started.once('exit', (code) => ok(code)));
    const port = await new Promise<number>((ok, fail) => {
      let output = '';
      const readOutput = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const running = /running at http:\/\/localhost:(\d+)/.exec(output);
        if (running) ok(Number(running[1]));
      };
      started.stdout!.on('data', readOutput);
      started.stderr!.on('data', readOutput);
      void exited.then((code) => fail(new Error(`the server exited (${code}) before it listened:\n${output}`)));
    });
    const url = `http://127.0.0.1:${port}`;

    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', redis: 'up' });

    const form = new FormData();
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).png().toBuffer();
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'ad.png');
    const cookie = clientCookie();
    const upload = await fetch(`${url}/api/uploads`, { method: 'POST', body: form, headers: { cookie } });
    expect(upload.status).toBe(201);
    const { filePath } = (await upload.json()) as { filePath: string };
    expect(await s3.keys()).toEqual([`uploads/${filePath}`]);
    expect((await fetch(`${url}/uploads/${filePath}`, { headers: { cookie } })).status).toBe(200);

    started.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
